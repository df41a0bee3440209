// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {StarToken} from "../../contracts/StarToken.sol";
import {StarStaking} from "../../contracts/StarStaking.sol";
import {Actors, deployShipped, vm} from "./Base.sol";

/// @dev Every public action of StarStaking by five actors and the owner, with bounded inputs and time jumps; each
///      action checks its own outcome (exact amounts paid, the right refusal) and keeps the ghost totals.
contract StakingHandler is Actors {
    StarToken public immutable token;
    StarStaking public immutable staking;

    uint256 public notified; // every STAR notified as reward
    uint256 public notifies;
    uint256 public rewardsPaid; // every STAR paid as reward (getReward, exit)
    uint256 public wrongPayouts; // a payout that was not exactly stake + earned

    constructor() {
        token = StarToken(deployShipped("StarToken", abi.encode(owner, uint256(1e30))));
        staking = StarStaking(deployShipped("StarStaking", abi.encode(address(token), owner, uint256(7 days))));
        vm.prank(owner);
        token.mint(firstOwner, 1e27);
        vm.prank(owner);
        token.mint(secondOwner, 1e27);
        for (uint256 i; i < ACTORS; i++) {
            vm.prank(owner);
            token.mint(actor(i), 1e24);
        }
    }

    function stake(uint256 who, uint256 amount) external {
        address a = actor(who);
        amount = _bound(amount, 0, token.balanceOf(a));
        vm.prank(a);
        token.approve(address(staking), amount);
        (bool ok, bytes memory ret) = _as(a, address(staking), abi.encodeCall(staking.stake, (amount)));
        if (amount == 0) _expectRevert("stake(0)", ok, ret, StarStaking.ZeroAmount.selector);
        else _expectOk("stake", ok);
    }

    function stakeWithPermit(uint256 who, uint256 amount) external {
        address a = actor(who);
        if (token.balanceOf(a) == 0) return;
        amount = _bound(amount, 1, token.balanceOf(a));
        vm.prank(a);
        token.approve(address(staking), 0);
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                token.DOMAIN_SEPARATOR(),
                keccak256(
                    abi.encode(
                        keccak256("Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)"),
                        a, address(staking), amount, token.nonces(a), block.timestamp
                    )
                )
            )
        );
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(actorKey(who), digest);
        (bool ok,) = _as(a, address(staking), abi.encodeCall(staking.stakeWithPermit, (amount, block.timestamp, v, r, s)));
        _expectOk("stakeWithPermit", ok);
    }

    function withdraw(uint256 who, uint256 amount) external {
        address a = actor(who);
        uint256 staked = staking.balanceOf(a);
        // often the whole stake (so the pool empties and its clock pauses), else up to one more than the stake
        amount = amount % 3 == 0 ? staked : _bound(amount, 0, staked + 1);
        uint256 before = token.balanceOf(a);
        (bool ok, bytes memory ret) = _as(a, address(staking), abi.encodeCall(staking.withdraw, (amount)));
        if (amount == 0) return _expectRevert("withdraw(0)", ok, ret, StarStaking.ZeroAmount.selector);
        if (amount > staked) return _expectRevert("withdraw(> stake)", ok, ret, StarStaking.InsufficientStake.selector);
        _expectOk("withdraw", ok);
        if (token.balanceOf(a) - before != amount) wrongPayouts++;
    }

    function getReward(uint256 who) external {
        address a = actor(who);
        uint256 owed = staking.earned(a);
        uint256 before = token.balanceOf(a);
        (bool ok, bytes memory ret) = _as(a, address(staking), abi.encodeCall(staking.getReward, ()));
        if (owed == 0) return _expectRevert("getReward(nothing)", ok, ret, StarStaking.NothingToClaim.selector);
        _expectOk("getReward", ok);
        uint256 paid = token.balanceOf(a) - before;
        if (paid != owed) wrongPayouts++;
        rewardsPaid += paid;
    }

    function exit(uint256 who) external {
        address a = actor(who);
        uint256 staked = staking.balanceOf(a);
        uint256 owed = staking.earned(a);
        uint256 before = token.balanceOf(a);
        (bool ok, bytes memory ret) = _as(a, address(staking), abi.encodeCall(staking.exit, ()));
        if (staked + owed == 0) return _expectRevert("exit(nothing)", ok, ret, StarStaking.NothingToClaim.selector);
        _expectOk("exit", ok);
        uint256 paid = token.balanceOf(a) - before;
        if (paid != staked + owed) wrongPayouts++;
        rewardsPaid += paid - staked;
    }

    function notifyRewardAmount(uint256 reward, bool byOwner) external {
        reward = _bound(reward, 0, 1e24);
        address sender = byOwner ? owner : actor(reward);
        vm.prank(sender);
        token.approve(address(staking), reward);
        (bool ok, bytes memory ret) = _as(sender, address(staking), abi.encodeCall(staking.notifyRewardAmount, (reward)));
        if (!byOwner) return _expectRevert("notify by a stranger", ok, ret, Ownable.OwnableUnauthorizedAccount.selector);
        if (reward == 0) return _expectRevert("notify(0)", ok, ret, StarStaking.ZeroAmount.selector);
        _expectOk("notifyRewardAmount", ok); // the reserve minus what is owed always covers what is left to pay
        if (ok) {
            notified += reward;
            notifies++;
        }
    }

    function setRewardsDuration(uint256 duration) external {
        duration = _bound(duration, 0, 30 days);
        bool running = block.timestamp < staking.periodFinish();
        (bool ok, bytes memory ret) = _as(owner, address(staking), abi.encodeCall(staking.setRewardsDuration, (duration)));
        if (duration == 0) return _expectRevert("setRewardsDuration(0)", ok, ret, StarStaking.ZeroDuration.selector);
        if (running) return _expectRevert("setRewardsDuration mid-period", ok, ret, StarStaking.RewardPeriodActive.selector);
        _expectOk("setRewardsDuration", ok);
    }

    function renounceOwnership() external {
        (bool ok, bytes memory ret) = _as(owner, address(staking), abi.encodeCall(staking.renounceOwnership, ()));
        _expectRevert("renounceOwnership", ok, ret, StarStaking.OwnershipCannotBeRenounced.selector);
    }

    function handOverOwnership(bool accept) external {
        _handOver(address(staking), accept);
    }

    /// @dev Time jumps: a few seconds to a month, or exactly to the end of the period (its last second and after).
    function warp(uint256 seconds_, uint8 mode) external {
        uint256 finish = staking.periodFinish();
        if (mode % 4 == 0 && finish > block.timestamp) vm.warp(finish - 1);
        else if (mode % 4 == 1 && finish > block.timestamp) vm.warp(finish);
        else vm.warp(block.timestamp + _bound(seconds_, 1, 30 days));
    }
}
