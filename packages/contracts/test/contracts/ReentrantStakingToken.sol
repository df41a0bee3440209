// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

interface IStakingTarget {
    function stake(uint256 amount) external;
    function withdraw(uint256 amount) external;
    function getReward() external;
    function exit() external;
}

/// @notice Test-only attacker: an ERC-20 deployed as the staking token whose transfer hook calls back into the staking
///         contract whenever tokens move between it and this contract. The token contract is itself a staker, so the
///         re-entered call is made on its own account, exactly what a malicious token or receiver would try.
contract ReentrantStakingToken is ERC20 {
    enum Attack {
        None,
        GetReward,
        Withdraw,
        Exit,
        Stake
    }

    address public staking;
    Attack public attack;
    /// @notice When true, the hook catches the re-entry's revert and records it, so the outer call can finish.
    bool public swallow;
    uint256 public reentries;
    bytes public lastRevert;
    bool private _inHook;

    constructor() ERC20("Reentrant", "RE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address staking_, Attack attack_, bool swallow_) external {
        staking = staking_;
        attack = attack_;
        swallow = swallow_;
    }

    function stakeSelf(uint256 amount) external {
        _approve(address(this), staking, type(uint256).max);
        IStakingTarget(staking).stake(amount);
    }

    function withdrawSelf(uint256 amount) external {
        IStakingTarget(staking).withdraw(amount);
    }

    function getRewardSelf() external {
        IStakingTarget(staking).getReward();
    }

    function exitSelf() external {
        IStakingTarget(staking).exit();
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (attack == Attack.None || _inHook || staking == address(0)) return;
        bool ours = (from == staking && to == address(this)) || (from == address(this) && to == staking);
        if (!ours) return;
        _inHook = true;
        reentries += 1;
        bytes memory data;
        if (attack == Attack.GetReward) data = abi.encodeCall(IStakingTarget.getReward, ());
        else if (attack == Attack.Withdraw) data = abi.encodeCall(IStakingTarget.withdraw, (1));
        else if (attack == Attack.Exit) data = abi.encodeCall(IStakingTarget.exit, ());
        else data = abi.encodeCall(IStakingTarget.stake, (1));
        (bool ok, bytes memory result) = staking.call(data);
        if (!ok) {
            if (!swallow) {
                assembly ("memory-safe") {
                    revert(add(result, 0x20), mload(result))
                }
            }
            lastRevert = result;
        }
        _inHook = false;
    }
}
