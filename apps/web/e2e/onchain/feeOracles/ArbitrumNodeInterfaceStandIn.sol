// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Placed at Arbitrum's NodeInterface address (0xC8) on the e2e chain with hardhat_setCode: answers
/// gasEstimateComponents with fixed components, so the fee a page shows can be checked to the wei.
contract ArbitrumNodeInterfaceStandIn {
    uint64 public constant GAS_ESTIMATE = 250_000;
    uint64 public constant GAS_ESTIMATE_FOR_L1 = 50_000;
    uint256 public constant BASE_FEE = 1 gwei;
    uint256 public constant L1_BASE_FEE_ESTIMATE = 30 gwei;

    function gasEstimateComponents(address, bool, bytes calldata)
        external
        payable
        returns (uint64 gasEstimate, uint64 gasEstimateForL1, uint256 baseFee, uint256 l1BaseFeeEstimate)
    {
        return (GAS_ESTIMATE, GAS_ESTIMATE_FOR_L1, BASE_FEE, L1_BASE_FEE_ESTIMATE);
    }
}
