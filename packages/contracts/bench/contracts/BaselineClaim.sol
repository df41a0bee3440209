// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";

/// @notice The benchmark's baseline: a straightforward Merkle claim in the shape of Uniswap's
///         MerkleDistributor (immutable token and root, a bool per account, the proof copied to memory),
///         with the same leaf as StarClaim, compiled with the same settings. Never deployed for real.
contract BaselineClaim {
    using SafeERC20 for IERC20;

    IERC20 public immutable token;
    bytes32 public immutable merkleRoot;
    uint256 public immutable deadline;
    mapping(address => bool) public isClaimed;

    event Claimed(address indexed account, uint256 amount);

    error AlreadyClaimed();
    error InvalidProof();
    error ClaimWindowClosed();

    constructor(address token_, bytes32 merkleRoot_, uint256 deadline_) {
        token = IERC20(token_);
        merkleRoot = merkleRoot_;
        deadline = deadline_;
    }

    function claim(address account, uint256 amount, bytes32[] memory proof) external {
        if (block.timestamp >= deadline) revert ClaimWindowClosed();
        if (isClaimed[account]) revert AlreadyClaimed();
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(block.chainid, account, amount))));
        if (!MerkleProof.verify(proof, merkleRoot, leaf)) revert InvalidProof();
        isClaimed[account] = true;
        token.safeTransfer(account, amount);
        emit Claimed(account, amount);
    }
}
