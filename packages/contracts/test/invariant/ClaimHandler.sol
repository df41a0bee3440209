// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Hashes} from "@openzeppelin/contracts/utils/cryptography/Hashes.sol";
import {StarToken} from "../../contracts/StarToken.sol";
import {StarClaim} from "../../contracts/StarClaim.sol";
import {ClaimOwnerWallet} from "../contracts/ClaimOwnerWallet.sol";
import {Actors, deployShipped, vm} from "./Base.sol";

/// @dev Every public action of StarClaim (claim, claimTo, sweep) by anyone, with time jumps onto the deadline's edge.
///      The list has eight accounts: the five actors, two more plain accounts and an ERC-1271 contract wallet; it is
///      a StandardMerkleTree-shaped tree (double-hashed leaves of [chainId, account, amount], sorted pairs).
contract ClaimHandler is Actors {
    uint256 internal constant LISTED = 8;
    uint256 internal constant WALLET_OWNER_KEY = 0xB0B;

    StarToken public immutable token;
    StarClaim public immutable claim;
    address public immutable treasury = vm.addr(0x7EA5);
    uint256 public funded;

    address[LISTED] public accounts;
    uint256[LISTED] public amounts;
    uint256[LISTED] internal keys; // the key that signs for each account (the wallet's owner for the wallet)
    bytes32[][] internal levels; // levels[0] = leaves, the last level = [root]

    mapping(address account => uint256) public paidFor; // STAR paid on account's allocation
    mapping(address account => uint256) public payouts; // how many times
    uint256 public totalPaid;
    uint256 public swept;
    uint256 public badSweeps; // before the deadline, not the whole rest, or not to the treasury
    uint256 public foreignSignaturePayouts; // a claimTo paid on a signature that was not the account's for it

    constructor() {
        token = StarToken(deployShipped("StarToken", abi.encode(owner, uint256(1e30))));
        address wallet = address(new ClaimOwnerWallet(vm.addr(WALLET_OWNER_KEY)));
        for (uint256 i; i < LISTED; i++) {
            keys[i] = i < ACTORS ? actorKey(i) : (i == LISTED - 1 ? WALLET_OWNER_KEY : 0xC0FFEE + i);
            accounts[i] = i == LISTED - 1 ? wallet : vm.addr(keys[i]);
            amounts[i] = (i + 1) * 1_000e18 + i; // odd amounts: a wrong one never matches
            funded += amounts[i];
        }
        _buildTree();
        claim = StarClaim(deployShipped("StarClaim", abi.encode(address(token), root(), uint64(block.timestamp + 30 days), treasury)));
        vm.prank(owner);
        token.mint(address(claim), funded);
    }

    function claimFor(uint256 which, uint256 sender, bool wrongAmount) external {
        uint256 i = which % LISTED;
        address account = accounts[i];
        uint256 amount = amounts[i] + (wrongAmount ? 1 : 0);
        bytes4 refusal = _refusal(account, wrongAmount);
        uint256 before = token.balanceOf(account);
        (bool ok, bytes memory ret) = _as(actor(sender), address(claim), abi.encodeCall(claim.claim, (account, amount, proof(i))));
        if (ok) _paid(account, token.balanceOf(account) - before);
        if (refusal != bytes4(0)) return _expectRevert("claim", ok, ret, refusal);
        _expectOk("claim", ok);
    }

    /// @dev mode 0: the account's own signature for this recipient and amount; 1: the recipient's own signature;
    ///      2: the account's, but for another recipient; 3: the account's, for another amount.
    function claimTo(uint256 which, uint256 sender, uint256 to, uint8 mode) external {
        uint256 i = which % LISTED;
        (address recipient, bytes memory data) = _claimToCall(i, to, mode % 4);
        bytes4 refusal = mode % 4 == 0 ? _refusal(accounts[i], false) : StarClaim.InvalidSignature.selector;
        uint256 before = token.balanceOf(recipient);
        (bool ok, bytes memory ret) = _as(actor(sender), address(claim), data);
        if (ok) _paid(accounts[i], token.balanceOf(recipient) - before);
        if (ok && mode % 4 != 0) foreignSignaturePayouts++;
        if (refusal != bytes4(0)) return _expectRevert("claimTo", ok, ret, refusal);
        _expectOk("claimTo", ok);
    }

    function _claimToCall(uint256 i, uint256 to, uint256 mode) internal view returns (address recipient, bytes memory) {
        uint256 recipientKey = actorKey(to);
        if (vm.addr(recipientKey) == accounts[i]) recipientKey = 0xF00D;
        recipient = vm.addr(recipientKey);
        bytes memory signature = _sign(
            mode == 1 ? recipientKey : keys[i], accounts[i], mode == 2 ? owner : recipient, amounts[i] + (mode == 3 ? 1 : 0)
        );
        return (recipient, abi.encodeCall(claim.claimTo, (accounts[i], recipient, amounts[i], proof(i), signature)));
    }

    function sweep(uint256 sender) external {
        uint256 rest = token.balanceOf(address(claim));
        uint256 before = token.balanceOf(treasury);
        bool open = block.timestamp >= claim.deadline();
        (bool ok, bytes memory ret) = _as(actor(sender), address(claim), abi.encodeCall(claim.sweep, ()));
        if (ok) {
            swept += rest;
            if (!open || token.balanceOf(treasury) - before != rest || token.balanceOf(address(claim)) != 0) badSweeps++;
        }
        if (!open) return _expectRevert("sweep before the deadline", ok, ret, StarClaim.ClaimWindowOpen.selector);
        if (rest == 0) return _expectRevert("sweep(nothing)", ok, ret, StarClaim.NothingToSweep.selector);
        _expectOk("sweep", ok);
    }

    /// @dev Time jumps, often onto the deadline's edge: its last claimable second and the deadline itself.
    function warp(uint256 seconds_, uint8 mode) external {
        uint256 deadline = claim.deadline();
        uint256 target = [deadline - 1, deadline, block.timestamp + _bound(seconds_, 1, 10 days)][mode % 3];
        if (target > block.timestamp) vm.warp(target);
    }

    function root() public view returns (bytes32) {
        return levels[levels.length - 1][0];
    }

    function proof(uint256 index) public view returns (bytes32[] memory p) {
        p = new bytes32[](levels.length - 1);
        for (uint256 level; level < p.length; level++) {
            p[level] = levels[level][index ^ 1];
            index >>= 1;
        }
    }

    function _refusal(address account, bool wrongAmount) internal view returns (bytes4) {
        if (block.timestamp >= claim.deadline()) return StarClaim.ClaimWindowClosed.selector;
        if (claim.isClaimed(account)) return StarClaim.AlreadyClaimed.selector;
        if (wrongAmount) return StarClaim.InvalidProof.selector;
        return bytes4(0);
    }

    function _paid(address account, uint256 amount) internal {
        paidFor[account] += amount;
        payouts[account]++;
        totalPaid += amount;
    }

    function _sign(uint256 key, address account, address recipient, uint256 amount) internal view returns (bytes memory) {
        bytes32 domain = keccak256(
            abi.encode(
                keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"),
                keccak256("StarClaim"), keccak256("1"), block.chainid, address(claim)
            )
        );
        bytes32 structHash = keccak256(abi.encode(claim.CLAIM_TO_TYPEHASH(), account, recipient, amount));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, keccak256(abi.encodePacked("\x19\x01", domain, structHash)));
        return abi.encodePacked(r, s, v);
    }

    function _buildTree() internal {
        levels.push();
        for (uint256 i; i < LISTED; i++) {
            levels[0].push(keccak256(bytes.concat(keccak256(abi.encode(block.chainid, accounts[i], amounts[i])))));
        }
        while (levels[levels.length - 1].length > 1) {
            bytes32[] storage below = levels[levels.length - 1];
            levels.push();
            bytes32[] storage above = levels[levels.length - 1];
            for (uint256 i; i < below.length; i += 2) above.push(Hashes.commutativeKeccak256(below[i], below[i + 1]));
        }
    }
}
