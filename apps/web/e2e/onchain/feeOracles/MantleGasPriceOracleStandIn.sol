// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Placed at the GasPriceOracle predeploy (0x42...0F) on the e2e Mantle chain with hardhat_setCode: the
/// Arsia interface with fixed answers (L1 fee in ETH, the ETH/MNT ratio, the operator fee's formula), so the
/// fee a page shows can be checked to the wei.
contract MantleGasPriceOracleStandIn {
    uint256 public constant L1_FEE_IN_ETH = 100 gwei;
    uint256 public constant TOKEN_RATIO = 4_000;
    uint256 public constant OPERATOR_FEE_SCALAR = 1;
    uint256 public constant OPERATOR_FEE_CONSTANT = 20_000 gwei;

    function isArsia() external pure returns (bool) {
        return true;
    }

    function tokenRatio() external pure returns (uint256) {
        return TOKEN_RATIO;
    }

    function getL1Fee(bytes calldata) external pure returns (uint256) {
        return L1_FEE_IN_ETH;
    }

    /// Mantle's formula: gasUsed * operatorFeeScalar * 100 + operatorFeeConstant.
    function getOperatorFee(uint256 gasUsed) external pure returns (uint256) {
        return gasUsed * OPERATOR_FEE_SCALAR * 100 + OPERATOR_FEE_CONSTANT;
    }
}
