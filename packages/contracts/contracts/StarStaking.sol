// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

/// @title Stake STAR, earn STAR
/// @notice Synthetix StakingRewards math (rewardPerToken, earned) for a pool whose staked token is also its reward token,
///         plus a per-account stake-seconds accumulator that Stardust points read.
/// @dev Fixes over Synthetix, and why:
///      - Rewards live in an explicit `rewardReserve`, never in `balanceOf(this)`: with one token for stake and reward,
///        the balance counts stakers' principal as rewards (sky-ecosystem/endgame-toolkit#15). Principal is only ever
///        paid back by `withdraw`; rewards only ever come out of the reserve.
///      - `notifyRewardAmount` pulls the reward in the same call and checks the new rate against the reserve minus what is
///        already owed (accrued, unpaid), so a period is never promised with money the pool does not have
///        (uniswapfoundation/UniStaker#59).
///      - Idle time is not lost (Synthetixio/synthetix#758): while nothing is staked the period clock is paused, i.e.
///        `periodFinish` moves forward by the idle time, so the whole notified reward is paid out once someone stakes.
///      - `rewardRate` is scaled by PRECISION (1e18) so `reward / duration` does not truncate up to `duration - 1` wei,
///        and `rewardPerToken` by PRECISION^2 (1e36) so its per-interval rounding costs a staker at most
///        balance / 1e36 wei (at 1e18 it would be balance / 1e18 wei per update: 1000 wei for 1000 STAR).
///        Accounts keep their scaled remainder across updates and claims; rewards round down only when paid.
///      - `stakeWithPermit` tolerates a front-run permit (try/catch, then `transferFrom` decides), per IERC20Permit's notes.
///      The pool assumes a plain ERC-20 (STAR): no fee on transfer, no rebasing (a notify that delivers less than
///      announced is refused). Every user entry point is nonReentrant and follows checks-effects-interactions.
contract StarStaking is Ownable2Step, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    /// @notice Scale of `rewardRate`: 1e18 (reward wei per second x 1e18).
    uint256 public constant PRECISION = 1e18;
    /// @notice Scale of `rewardPerToken` and of the internal reward accounting: PRECISION^2 = 1e36.
    uint256 public constant REWARD_PER_TOKEN_PRECISION = PRECISION * PRECISION;

    /// @notice The token staked and paid as reward (STAR).
    IERC20 public immutable stakingToken;

    /// @notice Length in seconds of the next reward period.
    uint256 public rewardsDuration;
    /// @notice Reward wei per second, SCALED by PRECISION (1e18): divide by 1e18 for wei per second.
    uint256 public rewardRate;
    /// @notice Last time the global accumulator was brought up to date (or the paused clock was moved).
    uint64 public lastUpdateTime;
    // Stored end of the period; the `periodFinish()` view adds the idle time paused so far. Packed with
    // lastUpdateTime and _totalStakeSecondsAt: every update reads and writes the three together.
    uint64 private _periodFinish;
    uint64 private _totalStakeSecondsAt;
    /// @notice STAR held for rewards: funded by notifyRewardAmount, spent by reward payouts. Never includes principal.
    uint256 public rewardReserve;
    /// @notice Sum of all staked principal.
    uint256 public totalStaked;

    struct Account {
        uint128 balance; // packed with stakeSecondsAt: a balance change always moves both
        uint64 stakeSecondsAt;
        uint256 rewardPerTokenPaid; // rewardPerToken already credited to `rewards`
        uint256 rewards; // settled, unpaid rewards scaled by 1e36; the remainder below 1 wei is kept
        uint256 stakeSeconds; // wei x seconds settled up to `stakeSecondsAt`
    }

    mapping(address account => Account) private _accounts;
    // Accumulated reward wei per staked wei, scaled by 1e36, as of lastUpdateTime.
    uint256 private _rewardPerTokenStored;
    // Rewards accrued to stakers and not yet paid, scaled by 1e36, counted exactly as stakers can claim them
    // (totalStaked x rewardPerToken increment): it equals the sum of every account's scaled rewards, remainders included.
    uint256 private _owed;
    uint256 private _totalStakeSeconds;

    /// @notice `account` staked `amount`.
    event Staked(address indexed account, uint256 amount);
    /// @notice `account` withdrew `amount` of its principal.
    event Withdrawn(address indexed account, uint256 amount);
    /// @notice `account` was paid `reward` from the reserve.
    event RewardPaid(address indexed account, uint256 reward);
    /// @notice A period started or was extended with `reward`; `rate` is wei per second scaled by PRECISION.
    event RewardAdded(uint256 reward, uint256 rate, uint256 periodFinish);
    /// @notice The length of future periods changed.
    event RewardsDurationUpdated(uint256 newDuration);
    /// @notice Nothing was staked for `idleSeconds` of a running period, so its end moved to `periodFinish`.
    event RewardPeriodShifted(uint256 idleSeconds, uint256 periodFinish);

    /// @notice The token address is zero.
    error ZeroAddress();
    /// @notice A stake, withdrawal or reward of zero.
    error ZeroAmount();
    /// @notice A rewards duration of zero.
    error ZeroDuration();
    /// @notice Withdrawing more than the account has staked.
    error InsufficientStake(uint256 requested, uint256 staked);
    /// @notice getReward with nothing earned, or exit with nothing staked and nothing earned.
    error NothingToClaim();
    /// @notice The new period would pay more (rate x duration, in wei) than the reserve minus what is owed (in wei).
    error RewardTooHigh(uint256 committed, uint256 available);
    /// @notice The duration cannot change while a period runs (or is paused with nothing staked).
    error RewardPeriodActive(uint256 periodFinish);
    /// @notice renounceOwnership is disabled: without an owner no reward period could ever be funded again.
    error OwnershipCannotBeRenounced();

    /// @param token The STAR token: staked and paid as reward.
    /// @param initialOwner Who funds periods and sets the duration (two-step transferable).
    /// @param rewardsDuration_ Length in seconds of each reward period.
    constructor(address token, address initialOwner, uint256 rewardsDuration_) Ownable(initialOwner) {
        if (token == address(0)) revert ZeroAddress();
        if (rewardsDuration_ == 0) revert ZeroDuration();
        stakingToken = IERC20(token);
        rewardsDuration = rewardsDuration_;
        emit RewardsDurationUpdated(rewardsDuration_);
    }

    // ---------------------------------------------------------------- views

    /// @notice STAR staked by `account` (its principal).
    function balanceOf(address account) external view returns (uint256) {
        return _accounts[account].balance;
    }

    /// @notice End of the current period. While nothing is staked the clock is paused, so this moves with time then.
    function periodFinish() public view returns (uint256) {
        uint256 finish = _periodFinish;
        uint256 last = lastUpdateTime;
        if (totalStaked == 0 && last < finish) return finish + (block.timestamp - last);
        return finish;
    }

    /// @notice The latest time rewards accrue up to: now, or the end of the period if it is over.
    function lastTimeRewardApplicable() public view returns (uint256) {
        uint256 finish = periodFinish();
        return block.timestamp < finish ? block.timestamp : finish;
    }

    /// @notice Accumulated reward wei per staked wei since deployment, scaled by REWARD_PER_TOKEN_PRECISION (1e36).
    function rewardPerToken() public view returns (uint256) {
        return _rewardPerTokenStored + _pendingRewardPerToken();
    }

    /// @notice Rewards (wei) `account` can claim now: what getReward would pay.
    function earned(address account) external view returns (uint256) {
        return _earnedScaled(_accounts[account], rewardPerToken()) / REWARD_PER_TOKEN_PRECISION;
    }

    /// @notice Rewards accrued to stakers and not paid yet (wei, rounded up): an upper bound of all accounts' claims.
    function rewardsOwed() external view returns (uint256) {
        return (_owedNow() + REWARD_PER_TOKEN_PRECISION - 1) / REWARD_PER_TOKEN_PRECISION;
    }

    /// @notice Reward the current rate pays over one full duration, in wei (the pool rate UIs show).
    function getRewardForDuration() external view returns (uint256) {
        return (rewardRate * rewardsDuration) / PRECISION;
    }

    /// @notice Until when rewards are funded: when the reserve minus what is owed runs out at the current rate.
    /// @dev Equals periodFinish() when the period is fully funded, which notifyRewardAmount enforces.
    function fundedUntil() external view returns (uint256) {
        uint256 finish = periodFinish();
        uint256 rate = rewardRate * PRECISION; // scaled like the reserve and the owed total: 1e36
        if (rate == 0) return finish;
        uint256 from = lastTimeRewardApplicable();
        uint256 reserve = rewardReserve * REWARD_PER_TOKEN_PRECISION;
        uint256 owed = _owedNow();
        uint256 until = reserve > owed ? from + (reserve - owed) / rate : from;
        return until < finish ? until : finish;
    }

    /// @notice Sum of balance x seconds staked by `account` up to now (wei x seconds), exact, for Stardust points.
    function stakeSecondsOf(address account) external view returns (uint256) {
        Account storage a = _accounts[account];
        return a.stakeSeconds + a.balance * (block.timestamp - a.stakeSecondsAt);
    }

    /// @notice Sum of totalStaked x seconds up to now (wei x seconds): the denominator of a share of stake-seconds.
    function totalStakeSeconds() external view returns (uint256) {
        return _totalStakeSeconds + totalStaked * (block.timestamp - _totalStakeSecondsAt);
    }

    // ---------------------------------------------------------------- user actions

    /// @notice Stakes `amount` STAR; needs an allowance (stakeWithPermit does it in one transaction without approve).
    function stake(uint256 amount) external nonReentrant {
        _stake(amount);
    }

    /// @notice Stakes `amount` STAR in one transaction with an EIP-2612 permit the caller signed for this contract.
    /// @dev A permit is public once broadcast, so someone may submit it first and make `permit` revert: it is ignored
    ///      and transferFrom decides (the allowance is there then). The owner is msg.sender, so nobody can stake
    ///      someone else's tokens with their signature.
    function stakeWithPermit(uint256 amount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external nonReentrant {
        try IERC20Permit(address(stakingToken)).permit(msg.sender, address(this), amount, deadline, v, r, s) {} catch {}
        _stake(amount);
    }

    /// @notice Withdraws `amount` of the caller's principal; its rewards stay claimable.
    function withdraw(uint256 amount) external nonReentrant {
        Account storage a = _updateAccount(msg.sender);
        _debitStake(a, amount);
        stakingToken.safeTransfer(msg.sender, amount);
    }

    /// @notice Pays the caller everything it has earned, from the reserve (never from principal).
    function getReward() external nonReentrant {
        Account storage a = _updateAccount(msg.sender);
        uint256 reward = _debitReward(a);
        if (reward == 0) revert NothingToClaim();
        stakingToken.safeTransfer(msg.sender, reward);
    }

    /// @notice Withdraws the caller's whole stake and pays its rewards, in one transaction and one transfer.
    function exit() external nonReentrant {
        Account storage a = _updateAccount(msg.sender);
        uint256 staked = a.balance;
        if (staked > 0) _debitStake(a, staked);
        uint256 reward = _debitReward(a);
        if (staked + reward == 0) revert NothingToClaim();
        stakingToken.safeTransfer(msg.sender, staked + reward);
    }

    // ---------------------------------------------------------------- owner

    /// @notice Pulls `reward` STAR from the caller into the reserve and starts a period of `rewardsDuration`, or extends
    ///         the running one: the new rate pays reward + what is left of the current period over a full duration.
    /// @dev Pulled in this very call, so a period is never started on a promise; the reserve counts what arrived, and
    ///      rate x duration must fit in the reserve minus what is already owed to stakers.
    function notifyRewardAmount(uint256 reward) external onlyOwner nonReentrant {
        if (reward == 0) revert ZeroAmount();
        _updateGlobal();

        uint256 balanceBefore = stakingToken.balanceOf(address(this));
        stakingToken.safeTransferFrom(msg.sender, address(this), reward);
        uint256 reserve = rewardReserve + (stakingToken.balanceOf(address(this)) - balanceBefore);
        rewardReserve = reserve;

        uint256 duration = rewardsDuration;
        uint256 finish = _periodFinish; // already moved past any idle time by _updateGlobal
        uint256 leftover = block.timestamp < finish ? (finish - block.timestamp) * rewardRate : 0;
        uint256 rate = (reward * PRECISION + leftover) / duration;

        uint256 committed = rate * duration * PRECISION;
        uint256 available = reserve * REWARD_PER_TOKEN_PRECISION - _owed;
        if (committed > available) {
            revert RewardTooHigh(committed / REWARD_PER_TOKEN_PRECISION, available / REWARD_PER_TOKEN_PRECISION);
        }

        rewardRate = rate;
        lastUpdateTime = block.timestamp.toUint64();
        _periodFinish = (block.timestamp + duration).toUint64();
        emit RewardAdded(reward, rate, block.timestamp + duration);
    }

    /// @notice Sets the length of future periods; only between periods, so a running rate is never re-scaled.
    function setRewardsDuration(uint256 newDuration) external onlyOwner nonReentrant {
        if (newDuration == 0) revert ZeroDuration();
        uint256 finish = periodFinish();
        if (block.timestamp < finish) revert RewardPeriodActive(finish);
        rewardsDuration = newDuration;
        emit RewardsDurationUpdated(newDuration);
    }

    /// @notice Always reverts: an ownerless pool could never be funded again. Hand over with transferOwnership.
    function renounceOwnership() public pure override {
        revert OwnershipCannotBeRenounced();
    }

    // ---------------------------------------------------------------- internals

    // rewardPerToken accrued since lastUpdateTime; zero while nothing is staked (the clock is paused then).
    function _pendingRewardPerToken() private view returns (uint256) {
        uint256 staked = totalStaked;
        if (staked == 0) return 0;
        uint256 finish = _periodFinish;
        uint256 to = block.timestamp < finish ? block.timestamp : finish;
        uint256 last = lastUpdateTime;
        if (to <= last) return 0;
        return (rewardRate * (to - last) * PRECISION) / staked;
    }

    // What stakers are owed now, scaled by 1e36.
    function _owedNow() private view returns (uint256) {
        return _owed + _pendingRewardPerToken() * totalStaked;
    }

    // `a`'s rewards scaled by 1e36, settled ones plus those accrued up to `perToken`. balance x increment cannot
    // overflow: balance <= totalStaked over every interval, so it is at most the reward paid over them x 1e36.
    function _earnedScaled(Account storage a, uint256 perToken) private view returns (uint256) {
        return a.rewards + a.balance * (perToken - a.rewardPerTokenPaid);
    }

    // Brings the global accumulator up to now; with nothing staked, moves the period end by the idle time instead.
    function _updateGlobal() private {
        uint256 last = lastUpdateTime;
        uint256 finish = _periodFinish;
        uint256 staked = totalStaked;
        if (staked == 0) {
            if (last < finish && block.timestamp > last) {
                uint256 idle = block.timestamp - last;
                _periodFinish = (finish + idle).toUint64();
                lastUpdateTime = block.timestamp.toUint64();
                emit RewardPeriodShifted(idle, finish + idle);
            }
            return;
        }
        uint256 to = block.timestamp < finish ? block.timestamp : finish;
        if (to <= last) return;
        uint256 increment = (rewardRate * (to - last) * PRECISION) / staked;
        lastUpdateTime = uint64(to); // to <= _periodFinish, a uint64
        if (increment > 0) {
            _rewardPerTokenStored += increment;
            _owed += increment * staked;
        }
    }

    // Settles the global accumulator, then `account`'s rewards and stake-seconds, up to now.
    function _updateAccount(address account) private returns (Account storage a) {
        _updateGlobal();
        a = _accounts[account];
        uint256 perToken = _rewardPerTokenStored;
        a.rewards = _earnedScaled(a, perToken);
        a.rewardPerTokenPaid = perToken;
        a.stakeSeconds += a.balance * (block.timestamp - a.stakeSecondsAt);
        a.stakeSecondsAt = block.timestamp.toUint64();
        _totalStakeSeconds += totalStaked * (block.timestamp - _totalStakeSecondsAt);
        _totalStakeSecondsAt = block.timestamp.toUint64();
    }

    function _stake(uint256 amount) private {
        if (amount == 0) revert ZeroAmount();
        Account storage a = _updateAccount(msg.sender);
        a.balance = (a.balance + amount).toUint128();
        totalStaked += amount;
        emit Staked(msg.sender, amount);
        stakingToken.safeTransferFrom(msg.sender, address(this), amount);
    }

    // Effects of a withdrawal from an updated account; the caller transfers afterwards.
    function _debitStake(Account storage a, uint256 amount) private {
        if (amount == 0) revert ZeroAmount();
        uint256 staked = a.balance;
        if (amount > staked) revert InsufficientStake(amount, staked);
        a.balance = uint128(staked - amount);
        totalStaked -= amount;
        emit Withdrawn(msg.sender, amount);
    }

    // Effects of paying an updated account's whole wei rewards from the reserve; keeps the remainder below 1 wei.
    // Returns the amount to transfer (zero: nothing to pay).
    function _debitReward(Account storage a) private returns (uint256 reward) {
        reward = a.rewards / REWARD_PER_TOKEN_PRECISION;
        if (reward == 0) return 0;
        uint256 scaled = reward * REWARD_PER_TOKEN_PRECISION;
        a.rewards -= scaled;
        _owed -= scaled;
        rewardReserve -= reward;
        emit RewardPaid(msg.sender, reward);
    }
}
