// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @title STAR, the Stardust token
/// @notice ERC-20 "Stardust" / STAR, 18 decimals, EIP-2612 permit, a fixed supply cap; the owner mints up to it.
/// @dev Every state change is an OpenZeppelin event: Transfer (mints included), Approval, OwnershipTransferStarted,
///      OwnershipTransferred. Minting past the cap reverts with ERC20ExceededCap.
contract StarToken is ERC20, ERC20Capped, ERC20Permit, Ownable2Step {
    constructor(address initialOwner, uint256 supplyCap)
        ERC20("Stardust", "STAR")
        ERC20Capped(supplyCap)
        ERC20Permit("Stardust")
        Ownable(initialOwner)
    {}

    /// @notice Mints `amount` to `to`; reverts with ERC20ExceededCap past the cap.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Capped) {
        super._update(from, to, value);
    }
}
