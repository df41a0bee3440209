// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @dev The forge cheatcodes the suites use (forge-std is not needed: they are a plain interface at a fixed address).
interface Vm {
    function warp(uint256 timestamp) external;
    function prank(address sender) external;
    function deal(address account, uint256 newBalance) external;
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function addr(uint256 privateKey) external pure returns (address);
    function snapshotState() external returns (uint256 snapshotId);
    function revertToState(uint256 snapshotId) external returns (bool success);
    function getCode(string calldata artifactPath) external view returns (bytes memory creationBytecode);
    function envOr(string calldata name, string calldata defaultValue) external view returns (string memory value);
}

Vm constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

/// @dev Deploys product contract `name` from the creation code in `<dir><name>.sol/<name>.json`, followed by its
///      ABI-encoded constructor arguments. `dir` is INVARIANT_CODE_DIR, by default `.forge/shipped/`, where
///      scripts/invariants.mjs writes the build's own creation code (src/generated): the suites fuzz the very
///      bytecode that ships, whatever settings forge compiles this harness with. The mutation run names forge's
///      build of its mutated copy (`.forge/out/`) instead.
function deployShipped(string memory name, bytes memory constructorArgs) returns (address deployed) {
    string memory dir = vm.envOr("INVARIANT_CODE_DIR", ".forge/shipped/");
    bytes memory code = bytes.concat(vm.getCode(string.concat(dir, name, ".sol/", name, ".json")), constructorArgs);
    assembly ("memory-safe") {
        deployed := create(0, add(code, 0x20), mload(code))
    }
    require(deployed != address(0), string.concat(name, ": its constructor reverted"));
}

/// @dev What every handler shares: five actors with known keys, an owner, bounded inputs, and a record of every
///      action that did not do what the contract promises (it succeeded when it must refuse, refused when it must
///      succeed, or refused with another error). Handlers never revert: each broken promise is counted, so the
///      invariant that checks it names the rule; fail_on_revert then only catches bugs in the handlers themselves.
abstract contract Actors {
    uint256 internal constant ACTORS = 5;
    /// @dev Ownership moves between two owner addresses (a deployer and a Safe, say), never to an actor.
    address internal immutable firstOwner = vm.addr(0x0BEEF);
    address internal immutable secondOwner = vm.addr(0x5AFE);
    /// @notice The owner now, and the one offered ownership (two-step), if any.
    address public owner = firstOwner;
    address public pendingOwner;

    /// @notice Actions that broke a promise, and the last one's description.
    uint256 public unexpected;
    string public lastUnexpected;

    function actorKey(uint256 seed) public pure returns (uint256) {
        return 0xA11CE + (seed % ACTORS);
    }

    function actor(uint256 seed) public pure returns (address) {
        return vm.addr(actorKey(seed));
    }

    /// @dev `x` mapped into [min, max] (inclusive).
    function _bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        if (max <= min) return min;
        uint256 span = max - min;
        return span == type(uint256).max ? x : min + (x % (span + 1));
    }

    /// @dev Sends `data` to `target` as `sender`; never reverts.
    function _as(address sender, address target, bytes memory data) internal returns (bool ok, bytes memory ret) {
        vm.prank(sender);
        (ok, ret) = target.call(data);
    }

    /// @dev The two-step handover of `target`: the owner offers it to the other owner address, or that one accepts
    ///      (refused unless it was offered).
    function _handOver(address target, bool accept) internal {
        address other = owner == firstOwner ? secondOwner : firstOwner;
        if (!accept) {
            (bool offered,) = _as(owner, target, abi.encodeCall(Ownable2Step.transferOwnership, (other)));
            _expectOk("transferOwnership", offered);
            if (offered) pendingOwner = other;
            return;
        }
        (bool ok, bytes memory ret) = _as(other, target, abi.encodeCall(Ownable2Step.acceptOwnership, ()));
        if (pendingOwner != other) {
            return _expectRevert("acceptOwnership not offered", ok, ret, Ownable.OwnableUnauthorizedAccount.selector);
        }
        _expectOk("acceptOwnership", ok);
        if (ok) (owner, pendingOwner) = (other, address(0));
    }

    function _broken(string memory what) internal {
        unexpected++;
        lastUnexpected = what;
    }

    function _expectOk(string memory what, bool ok) internal {
        if (!ok) _broken(string.concat(what, " reverted"));
    }

    function _expectRevert(string memory what, bool ok, bytes memory ret, bytes4 selector) internal {
        if (ok) _broken(string.concat(what, " succeeded"));
        else if (bytes4(ret) != selector) _broken(string.concat(what, " reverted with another error"));
    }
}

/// @dev The part of forge-std's StdInvariant the runner reads: only the handler is called by the fuzzer.
abstract contract InvariantTest {
    bool public IS_TEST = true;
    address[] private _targets;

    function targetContracts() public view returns (address[] memory) {
        return _targets;
    }

    function _target(address handler) internal {
        _targets.push(handler);
    }
}
