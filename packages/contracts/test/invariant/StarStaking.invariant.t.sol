// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {StarToken} from "../../contracts/StarToken.sol";
import {StarStaking} from "../../contracts/StarStaking.sol";
import {InvariantTest, vm} from "./Base.sol";
import {StakingHandler} from "./StakingHandler.sol";

/// @dev The money rules of StarStaking, checked after every call of random sequences of StakingHandler's actions.
contract StarStakingInvariants is InvariantTest {
    StakingHandler internal handler;
    StarToken internal token;
    StarStaking internal staking;

    function setUp() public {
        handler = new StakingHandler();
        token = handler.token();
        staking = handler.staking();
        _target(address(handler));
    }

    function invariant_actionsBehaveAsSpecified() public view {
        require(handler.unexpected() == 0, handler.lastUnexpected());
    }

    function invariant_principalAddsUp() public view {
        uint256 sum;
        for (uint256 i; i < 5; i++) sum += staking.balanceOf(handler.actor(i));
        require(sum == staking.totalStaked(), "sum of balances != totalStaked");
    }

    function invariant_holdsExactlyPrincipalPlusReserve() public view {
        require(
            token.balanceOf(address(staking)) == staking.totalStaked() + staking.rewardReserve(),
            "balance != principal + reserve"
        );
    }

    function invariant_owedWithinReserve() public view {
        require(staking.rewardsOwed() <= staking.rewardReserve(), "owed > reserve");
    }

    function invariant_notifiedIsReservedOrPaid() public view {
        require(handler.notified() == staking.rewardReserve() + handler.rewardsPaid(), "notified != reserve + paid");
    }

    function invariant_everyPayoutExact() public view {
        require(handler.wrongPayouts() == 0, "a payout was not exactly stake + earned");
    }

    /// @dev Everybody, one after another, exits now with exactly their stake and earned rewards.
    function invariant_everyoneCanExit() public {
        uint256 snapshot = vm.snapshotState();
        _exitEveryone();
        vm.revertToState(snapshot);
    }

    /// @dev With someone staked until the period's end, all that was notified is paid but rounding dust: at most
    ///      1 wei per notify (rate truncation) and per account (its sub-wei remainder), plus 1.
    function invariant_noRewardLostByPeriodEnd() public {
        uint256 snapshot = vm.snapshotState();
        if (staking.totalStaked() == 0) {
            address a = handler.actor(0);
            vm.prank(a);
            token.approve(address(staking), 1);
            vm.prank(a);
            staking.stake(1);
        }
        uint256 finish = staking.periodFinish();
        if (finish > block.timestamp) vm.warp(finish);
        _exitEveryone();
        require(staking.rewardReserve() <= handler.notifies() + 5 + 1, "reward lost by the end of the period");
        vm.revertToState(snapshot);
    }

    function invariant_cannotBeRenounced() public view {
        require(staking.owner() == handler.owner(), "ownership renounced or moved other than in two steps");
    }

    function _exitEveryone() internal {
        for (uint256 i; i < 5; i++) {
            address a = handler.actor(i);
            uint256 expected = staking.balanceOf(a) + staking.earned(a);
            if (expected == 0) continue;
            uint256 before = token.balanceOf(a);
            vm.prank(a);
            staking.exit();
            require(token.balanceOf(a) - before == expected, "exit did not pay stake + earned");
        }
        require(staking.totalStaked() == 0, "principal left after everyone exited");
    }
}
