// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {StarToken} from "../../contracts/StarToken.sol";
import {StarSale} from "../../contracts/StarSale.sol";
import {InvariantTest} from "./Base.sol";
import {SaleHandler} from "./SaleHandler.sol";

/// @dev The money rules of StarSale, checked after every call of random sequences of SaleHandler's actions.
contract StarSaleInvariants is InvariantTest {
    SaleHandler internal handler;
    StarToken internal token;
    StarSale internal sale;

    function setUp() public {
        handler = new SaleHandler();
        token = handler.token();
        sale = handler.sale();
        _target(address(handler));
    }

    function invariant_actionsBehaveAsSpecified() public view {
        require(handler.unexpected() == 0, handler.lastUnexpected());
    }

    function invariant_soldWithinTotalAndWalletCaps() public view {
        uint256 sum;
        for (uint256 i; i < 5; i++) {
            uint256 bought = sale.purchased(handler.actor(i));
            require(bought <= sale.walletCap(), "a wallet bought past its cap");
            require(token.balanceOf(handler.actor(i)) >= bought, "a buyer holds less than it bought");
            sum += bought;
        }
        require(sum == sale.sold(), "sum of purchases != sold");
        require(sale.sold() <= sale.totalCap(), "sold past the total cap");
    }

    function invariant_everyBuyPaidExactlyCostOf() public view {
        require(handler.mispricedBuys() == 0, "a buy paid other than costOf(tokens)");
    }

    function invariant_ethEqualsUnwithdrawnProceeds() public view {
        require(address(sale).balance == handler.proceeds() - handler.proceedsWithdrawn(), "ETH != unwithdrawn proceeds");
    }

    function invariant_unsoldLeavesOnlyAfterEndToChosenAddress() public view {
        require(handler.unsoldEarlyOrAstray() == 0, "unsold STAR left before the end or to another address");
        require(
            token.balanceOf(address(sale)) + sale.sold() + handler.unsoldWithdrawn() == 1_100e18,
            "inventory != funded - sold - withdrawn unsold"
        );
    }

    function invariant_neverFillsAtAnotherPrice() public view {
        require(handler.fillsAtAnotherPrice() == 0, "a buy filled at a price the buyer did not name");
    }

    function invariant_cannotBeRenounced() public view {
        require(sale.owner() == handler.owner(), "ownership renounced or moved other than in two steps");
    }
}
