// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";

/// @title StarTimelock
/// @notice The owner of STAR, its staking and its sale: OpenZeppelin's TimelockController, unchanged. The operators'
///         Safe proposes (schedules) and executes; every change waits `minDelay` seconds in public first. No admin:
///         only the timelock itself can change its roles or delay, through the same delay.
contract StarTimelock is TimelockController {
    constructor(uint256 minDelay, address[] memory proposers, address[] memory executors)
        TimelockController(minDelay, proposers, executors, address(0))
    {}
}
