// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {StarClaim} from "../../contracts/StarClaim.sol";

/// @title ReentrantClaimToken (test only)
/// @notice A hostile token: when StarClaim pays out, its transfer hook calls StarClaim.claim again with the
///         same account, amount and proof, and records how that inner call ended. StarClaim must pay once.
contract ReentrantClaimToken is ERC20 {
    StarClaim public target;
    address public reentryAccount;
    uint256 public reentryAmount;
    bytes32[] internal _reentryProof;
    bool public armed;

    /// @notice Whether a re-entered claim succeeded (it must not) and the revert data it got instead.
    bool public reentrySucceeded;
    bytes public reentryRevertData;
    uint256 public reentryAttempts;

    constructor() ERC20("Reentrant", "RNT") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @notice Arms the hook: the next transfer out of `target_` re-enters its claim with these arguments.
    function arm(StarClaim target_, address account, uint256 amount, bytes32[] calldata proof) external {
        target = target_;
        reentryAccount = account;
        reentryAmount = amount;
        _reentryProof = proof;
        armed = true;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (armed && from == address(target)) {
            armed = false; // once: the point is a second payout, not an endless loop
            reentryAttempts += 1;
            try target.claim(reentryAccount, reentryAmount, _reentryProof) {
                reentrySucceeded = true;
            } catch (bytes memory reason) {
                reentryRevertData = reason;
            }
        }
    }
}
