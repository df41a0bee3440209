// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {StarToken} from "../../contracts/StarToken.sol";
import {StarClaim} from "../../contracts/StarClaim.sol";
import {InvariantTest} from "./Base.sol";
import {ClaimHandler} from "./ClaimHandler.sol";

/// @dev The money rules of StarClaim, checked after every call of random sequences of ClaimHandler's actions.
contract StarClaimInvariants is InvariantTest {
    ClaimHandler internal handler;
    StarToken internal token;
    StarClaim internal claim;

    function setUp() public {
        handler = new ClaimHandler();
        token = handler.token();
        claim = handler.claim();
        _target(address(handler));
    }

    function invariant_actionsBehaveAsSpecified() public view {
        require(handler.unexpected() == 0, handler.lastUnexpected());
    }

    function invariant_everyAccountPaidAtMostOnceItsExactAmount() public view {
        for (uint256 i; i < 8; i++) {
            address account = handler.accounts(i);
            bool claimed = claim.isClaimed(account);
            require(handler.payouts(account) == (claimed ? 1 : 0), "an account was paid twice, or not when claimed");
            require(handler.paidFor(account) == (claimed ? handler.amounts(i) : 0), "an account was paid another amount");
        }
    }

    function invariant_totalPaidWithinFunded() public view {
        require(handler.totalPaid() <= handler.funded(), "paid more than funded");
        require(
            token.balanceOf(address(claim)) + handler.totalPaid() + handler.swept() == handler.funded(),
            "balance != funded - paid - swept"
        );
    }

    function invariant_sweepMovesOnlyTheRestFromDeadlineToTreasury() public view {
        require(handler.badSweeps() == 0, "a sweep before the deadline, of another amount or elsewhere");
        require(token.balanceOf(handler.treasury()) == handler.swept(), "treasury got other than the sweeps");
    }

    function invariant_claimToOnlyWithTheAccountsSignature() public view {
        require(handler.foreignSignaturePayouts() == 0, "claimTo paid on a signature not the account's");
    }
}
