// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {StarToken} from "../../contracts/StarToken.sol";
import {Actors, deployShipped, vm} from "./Base.sol";

/// @dev Every public action of StarToken by five actors and the owner: mints up to and past the cap, transfers,
///      approvals, and permits that are valid, replayed, expired or signed by someone else.
contract TokenHandler is Actors {
    uint256 public constant CAP = 1e27;

    StarToken public immutable token;
    uint256 public minted; // by the owner
    uint256 public mintsByOthers;
    mapping(address account => uint256) public permitsUsed;
    uint256 public nonceDecreases;
    mapping(address account => uint256) internal _lastNonce;
    mapping(address account => bytes) internal _lastPermit; // for replays
    mapping(address account => uint256) internal _lastPermitDeadline;

    constructor() {
        token = StarToken(deployShipped("StarToken", abi.encode(owner, CAP)));
    }

    function mint(uint256 to, uint256 amount, bool byOwner) external {
        // often exactly what the cap leaves, or one more; else anything up to half the cap
        uint256 left = CAP > token.totalSupply() ? CAP - token.totalSupply() : 0;
        amount = amount % 3 == 0 ? left + (amount / 3) % 2 : _bound(amount, 0, CAP / 2);
        address sender = byOwner ? owner : actor(amount);
        bool pastCap = token.totalSupply() + amount > CAP;
        (bool ok, bytes memory ret) = _as(sender, address(token), abi.encodeCall(token.mint, (actor(to), amount)));
        if (ok && !byOwner) mintsByOthers++;
        if (ok && byOwner) minted += amount;
        if (!byOwner) return _expectRevert("mint by a stranger", ok, ret, Ownable.OwnableUnauthorizedAccount.selector);
        if (pastCap) return _expectRevert("mint past the cap", ok, ret, ERC20Capped.ERC20ExceededCap.selector);
        _expectOk("mint", ok);
    }

    function transfer(uint256 from, uint256 to, uint256 amount) external {
        address a = actor(from);
        uint256 balance = token.balanceOf(a);
        amount = _bound(amount, 0, balance + 1);
        (bool ok, bytes memory ret) = _as(a, address(token), abi.encodeCall(token.transfer, (actor(to), amount)));
        if (amount > balance) return _expectRevert("transfer > balance", ok, ret, IERC20Errors.ERC20InsufficientBalance.selector);
        _expectOk("transfer", ok);
    }

    function approve(uint256 from, uint256 spender, uint256 amount) external {
        (bool ok,) = _as(actor(from), address(token), abi.encodeCall(token.approve, (actor(spender), amount)));
        _expectOk("approve", ok);
    }

    function transferFrom(uint256 spender, uint256 from, uint256 to, uint256 amount) external {
        address a = actor(from);
        address s = actor(spender);
        uint256 allowance = token.allowance(a, s);
        uint256 balance = token.balanceOf(a);
        amount = _bound(amount, 0, (allowance < balance ? allowance : balance) + 1);
        (bool ok, bytes memory ret) = _as(s, address(token), abi.encodeCall(token.transferFrom, (a, actor(to), amount)));
        if (amount > allowance) {
            return _expectRevert("transferFrom > allowance", ok, ret, IERC20Errors.ERC20InsufficientAllowance.selector);
        }
        if (amount > balance) return _expectRevert("transferFrom > balance", ok, ret, IERC20Errors.ERC20InsufficientBalance.selector);
        _expectOk("transferFrom", ok);
    }

    /// @dev mode 0: a fresh valid permit; 1: the owner's last permit again (replay); 2: expired; 3: signed by another.
    function permit(uint256 from, uint256 spender, uint256 value, uint8 mode) external {
        address a = actor(from);
        uint256 deadline = mode % 4 == 2 ? block.timestamp - 1 : block.timestamp + 1 hours;
        bool replay = mode % 4 == 1 && _lastPermit[a].length > 0;
        if (replay) deadline = _lastPermitDeadline[a];
        bytes memory data = replay
            ? _lastPermit[a]
            : _signPermit(mode % 4 == 3 ? actorKey(from % ACTORS + 1) : actorKey(from), a, actor(spender), value, deadline);
        (bool ok, bytes memory ret) = _as(actor(spender), address(token), data);
        if (ok) permitsUsed[a]++;
        if (mode % 4 == 0) {
            _expectOk("permit", ok);
            _lastPermit[a] = data;
            _lastPermitDeadline[a] = deadline;
        } else if (mode % 4 == 2 || (replay && block.timestamp > deadline)) {
            _expectRevert("expired permit", ok, ret, ERC20Permit.ERC2612ExpiredSignature.selector);
        } else if (mode % 4 == 3 || replay) {
            _expectRevert("permit replayed or signed by another", ok, ret, ERC20Permit.ERC2612InvalidSigner.selector);
        }
        _checkNonces();
    }

    function handOverOwnership(bool accept) external {
        _handOver(address(token), accept);
    }

    function warp(uint256 seconds_) external {
        vm.warp(block.timestamp + _bound(seconds_, 1, 7 days));
    }

    function _signPermit(uint256 key, address holder, address spender, uint256 value, uint256 deadline)
        internal
        view
        returns (bytes memory)
    {
        bytes32 structHash = keccak256(
            abi.encode(
                keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"),
                holder, spender, value, token.nonces(holder), deadline
            )
        );
        bytes32 digest = keccak256(abi.encodePacked("\x19\x01", token.DOMAIN_SEPARATOR(), structHash));
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, digest);
        return abi.encodeCall(token.permit, (holder, spender, value, deadline, v, r, s));
    }

    function _checkNonces() internal {
        for (uint256 i; i < ACTORS; i++) {
            uint256 nonce = token.nonces(actor(i));
            if (nonce < _lastNonce[actor(i)]) nonceDecreases++;
            _lastNonce[actor(i)] = nonce;
        }
    }
}
