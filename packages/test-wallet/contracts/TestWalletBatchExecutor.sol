// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The test wallet's batch executor, as code of the account itself (an EIP-7702 delegation or a
/// contract account's code): runs every call in order from the account, and reverts all of them if one fails.
contract TestWalletBatchExecutor {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    error Unauthorized();
    error CallFailed(uint256 index, bytes reason);

    /// @dev Only the account itself (its key sends to itself): nobody else can move what it holds.
    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert Unauthorized();
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory reason) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, reason);
        }
    }

    receive() external payable {}
}
