// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {StarToken} from "../../contracts/StarToken.sol";
import {InvariantTest} from "./Base.sol";
import {TokenHandler} from "./TokenHandler.sol";

/// @dev The money rules of StarToken, checked after every call of random sequences of TokenHandler's actions.
contract StarTokenInvariants is InvariantTest {
    TokenHandler internal handler;
    StarToken internal token;

    function setUp() public {
        handler = new TokenHandler();
        token = handler.token();
        _target(address(handler));
    }

    function invariant_actionsBehaveAsSpecified() public view {
        require(handler.unexpected() == 0, handler.lastUnexpected());
    }

    function invariant_supplyWithinCap() public view {
        require(token.totalSupply() <= token.cap(), "supply past the cap");
    }

    function invariant_onlyOwnerMints() public view {
        require(handler.mintsByOthers() == 0 && token.totalSupply() == handler.minted(), "supply != the owner's mints");
    }

    function invariant_balancesAddUpToSupply() public view {
        uint256 sum;
        for (uint256 i; i < 5; i++) sum += token.balanceOf(handler.actor(i));
        require(sum == token.totalSupply(), "balances != supply");
    }

    function invariant_permitNoncesOnlyGrow() public view {
        require(handler.nonceDecreases() == 0, "a permit nonce went down");
        for (uint256 i; i < 5; i++) {
            address a = handler.actor(i);
            require(token.nonces(a) == handler.permitsUsed(a), "nonce != permits used");
        }
    }
}
