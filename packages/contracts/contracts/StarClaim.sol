// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";

/// @title StarClaim, one Merkle airdrop of STAR on one chain
/// @notice Each eligible account claims its fixed amount once, before `deadline`; afterwards anyone may sweep
///         what is left to the treasury. The list is an OpenZeppelin StandardMerkleTree of
///         `[uint256 chainId, address account, uint256 amount]` (built by src/airdrop.ts), so a list made for one
///         chain can never be claimed on another.
/// @dev Everything but the claimed flags is immutable: no owner, no admin withdrawal, no way to change the list.
///      Funded by a plain STAR transfer to this address after deployment. Reentrancy: every path sets its
///      flag (or has nothing left to protect) before the only external call, the token transfer, and claim and
///      sweep are never open in the same second; so no guard storage is spent (checks-effects-interactions).
contract StarClaim is EIP712 {
    using SafeERC20 for IERC20;

    /// @notice EIP-712 type the eligible account signs to have its tokens sent to `recipient` instead.
    bytes32 public constant CLAIM_TO_TYPEHASH =
        keccak256("ClaimTo(address account,address recipient,uint256 amount)");

    /// @notice The token paid out (STAR).
    IERC20 public immutable token;
    /// @notice Root of the StandardMerkleTree of [chainId, account, amount].
    bytes32 public immutable merkleRoot;
    /// @notice Claims are accepted while block.timestamp < deadline; sweep from deadline on.
    uint64 public immutable deadline;
    /// @notice Receives everything left after the deadline.
    address public immutable treasury;

    // Keyed by account (not by tree index): the leaf has no index, and one flag per account means one payout
    // per account whatever path or duplicate leaf is presented.
    mapping(address account => bool) private _claimed;

    /// @notice `account`'s allocation of `amount` was paid to `recipient` (the account itself for `claim`).
    event Claimed(address indexed account, address indexed recipient, uint256 amount);
    /// @notice After the deadline, `amount` (the whole remaining balance) went to `treasury`.
    event Swept(address indexed treasury, uint256 amount);

    error ZeroAddress();
    error InvalidRoot();
    error InvalidDeadline(uint64 deadline, uint256 nowTimestamp);
    error AlreadyClaimed(address account);
    error InvalidProof();
    error ClaimWindowClosed(uint64 deadline);
    error ClaimWindowOpen(uint64 deadline);
    error InvalidSignature();
    error NothingToSweep();

    /// @param token_ The STAR token.
    /// @param merkleRoot_ Root of the StandardMerkleTree of [chainId, account, amount] built for this chain.
    /// @param deadline_ First second at which claims stop and sweeping starts; must be in the future.
    /// @param treasury_ Where sweep() sends what is left.
    constructor(address token_, bytes32 merkleRoot_, uint64 deadline_, address treasury_) EIP712("StarClaim", "1") {
        if (token_ == address(0) || treasury_ == address(0)) revert ZeroAddress();
        if (merkleRoot_ == bytes32(0)) revert InvalidRoot();
        if (deadline_ <= block.timestamp) revert InvalidDeadline(deadline_, block.timestamp);
        token = IERC20(token_);
        merkleRoot = merkleRoot_;
        deadline = deadline_;
        treasury = treasury_;
    }

    /// @notice Pays `account` its allocation. Anyone may send it (a sponsor may pay the gas); the tokens always
    ///         go to `account`, never to the sender.
    /// @param account The eligible address in the list.
    /// @param amount Its amount in the list, in token units (wei).
    /// @param proof The StandardMerkleTree proof of [block.chainid, account, amount].
    function claim(address account, uint256 amount, bytes32[] calldata proof) external {
        _claim(account, account, amount, proof);
    }

    /// @notice Sends `account`'s allocation to `recipient`, on `account`'s EIP-712 signature of
    ///         ClaimTo(account, recipient, amount) for this contract on this chain; for moving an allocation off a
    ///         compromised or unusable wallet. ECDSA for plain accounts, ERC-1271 for contract wallets.
    /// @dev No nonce or expiry is needed: the account's flag is set by the first claim of either kind, so a
    ///      signature can be used at most once, and it names its recipient, so it cannot pay anyone else.
    /// @param account The eligible address in the list, which signed.
    /// @param recipient Where the tokens go.
    /// @param amount Its amount in the list, in token units (wei).
    /// @param proof The StandardMerkleTree proof of [block.chainid, account, amount].
    /// @param signature `account`'s signature (65-byte ECDSA, or whatever its ERC-1271 wallet accepts).
    function claimTo(
        address account,
        address recipient,
        uint256 amount,
        bytes32[] calldata proof,
        bytes calldata signature
    ) external {
        if (recipient == address(0)) revert ZeroAddress();
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(CLAIM_TO_TYPEHASH, account, recipient, amount)));
        if (!SignatureChecker.isValidSignatureNowCalldata(account, digest, signature)) revert InvalidSignature();
        _claim(account, recipient, amount, proof);
    }

    /// @notice From the deadline on, anyone may send the whole remaining balance to the treasury, so unclaimed
    ///         tokens are never stuck and nobody has to be trusted to return them.
    function sweep() external {
        if (block.timestamp < deadline) revert ClaimWindowOpen(deadline);
        uint256 balance = token.balanceOf(address(this));
        if (balance == 0) revert NothingToSweep();
        emit Swept(treasury, balance);
        token.safeTransfer(treasury, balance);
    }

    /// @notice Whether `account`'s allocation has been paid (by claim or claimTo).
    function isClaimed(address account) external view returns (bool) {
        return _claimed[account];
    }

    /// @dev Checks, then the flag and the event, then the one external call (checks-effects-interactions).
    function _claim(address account, address recipient, uint256 amount, bytes32[] calldata proof) private {
        if (block.timestamp >= deadline) revert ClaimWindowClosed(deadline);
        if (_claimed[account]) revert AlreadyClaimed(account);
        // OpenZeppelin StandardMerkleTree leaf: double hash, so a 64-byte inner node can never pass as a leaf.
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(block.chainid, account, amount))));
        // Calldata variant: the proof is hashed where it lies, never copied to memory.
        if (!MerkleProof.verifyCalldata(proof, merkleRoot, leaf)) revert InvalidProof();
        _claimed[account] = true;
        emit Claimed(account, recipient, amount);
        token.safeTransfer(recipient, amount);
    }
}
