// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {StarToken} from "../../contracts/StarToken.sol";
import {StarSale} from "../../contracts/StarSale.sol";
import {Actors, deployShipped, vm} from "./Base.sol";

/// @dev Every public action of StarSale by five buyers and the owner, with bounded inputs and time jumps (including
///      the last second of the sale and its end); each buy predicts its outcome from its own arithmetic.
contract SaleHandler is Actors {
    // Wei per whole STAR. Above 1 ETH, one token unit costs a wei or more, so payments leave remainders to refund
    // (at cheaper prices a token unit costs less than a wei and every payment is spent exactly).
    uint256 internal constant PRICE = 1_234_567_890_123_456_789;
    uint256 internal constant FUNDED = 1_100e18; // more than the total cap: some STAR stays unsold

    StarToken public immutable token;
    StarSale public immutable sale;

    uint256 public previousPrice; // the price a buyer saw before the latest change
    uint256 public proceeds; // native wei kept by buys
    uint256 public proceedsWithdrawn;
    uint256 public unsoldWithdrawn;
    uint256 public mispricedBuys; // paid other than costOf(tokens), or got other than `tokens`
    uint256 public fillsAtAnotherPrice;
    uint256 public unsoldEarlyOrAstray; // unsold STAR out before the end, or not exactly to the chosen address

    constructor() {
        token = StarToken(deployShipped("StarToken", abi.encode(owner, uint256(1e30))));
        uint64 start = uint64(block.timestamp + 1 days);
        sale = StarSale(deployShipped("StarSale", abi.encode(address(token), owner, PRICE, start, start + 7 days, uint256(1_000e18), uint256(250e18))));
        previousPrice = PRICE;
        vm.prank(owner);
        token.mint(address(sale), FUNDED);
        for (uint256 i; i < ACTORS; i++) vm.deal(actor(i), 1e6 ether);
    }

    struct Order {
        address buyer;
        uint256 payment;
        uint256 expectedPrice;
        uint256 minTokens;
        uint256 tokens; // what the payment buys, by this handler's own arithmetic: rounded down
        uint256 cost; // and its cost, rounded up
        bytes4 refusal; // the error buy must refuse with; zero when it must succeed
    }

    function buy(uint256 who, uint256 payment, uint256 minTokens, uint8 mode) external {
        Order memory o = _order(actor(who), payment, minTokens, mode);
        uint256 ethBefore = o.buyer.balance;
        uint256 starBefore = token.balanceOf(o.buyer);
        vm.prank(o.buyer);
        (bool ok, bytes memory ret) =
            address(sale).call{value: o.payment}(abi.encodeCall(sale.buy, (o.expectedPrice, o.minTokens)));
        if (ok && o.expectedPrice != sale.price()) fillsAtAnotherPrice++;
        if (o.refusal != bytes4(0)) return _expectRevert("buy", ok, ret, o.refusal);
        _expectOk("buy", ok);
        if (!ok) return;
        uint256 paid = ethBefore - o.buyer.balance;
        if (paid != o.cost || paid != sale.costOf(o.tokens) || token.balanceOf(o.buyer) - starBefore != o.tokens) {
            mispricedBuys++;
        }
        proceeds += paid;
    }

    function setPrice(uint256 newPrice) external {
        newPrice = _bound(newPrice, 0, 4 * PRICE);
        uint256 old = sale.price();
        (bool ok, bytes memory ret) = _as(owner, address(sale), abi.encodeCall(sale.setPrice, (newPrice)));
        if (newPrice == 0) return _expectRevert("setPrice(0)", ok, ret, StarSale.InvalidPrice.selector);
        _expectOk("setPrice", ok);
        if (ok && newPrice != old) previousPrice = old;
    }

    function setWindow(uint256 startIn, uint256 length) external {
        uint64 start = uint64(block.timestamp + _bound(startIn, 0, 3 days));
        uint64 end = uint64(start + _bound(length, 0, 10 days));
        bool started = block.timestamp >= sale.startTime();
        (bool ok, bytes memory ret) = _as(owner, address(sale), abi.encodeCall(sale.setWindow, (start, end)));
        if (started) return _expectRevert("setWindow after the start", ok, ret, StarSale.SaleAlreadyStarted.selector);
        if (start >= end) return _expectRevert("setWindow(start >= end)", ok, ret, StarSale.InvalidWindow.selector);
        _expectOk("setWindow", ok);
    }

    function setCaps(uint256 totalCap, uint256 walletCap) external {
        totalCap = _bound(totalCap, 0, 2_000e18);
        walletCap = _bound(walletCap, 0, 500e18);
        bool started = block.timestamp >= sale.startTime();
        (bool ok, bytes memory ret) = _as(owner, address(sale), abi.encodeCall(sale.setCaps, (totalCap, walletCap)));
        if (started) return _expectRevert("setCaps after the start", ok, ret, StarSale.SaleAlreadyStarted.selector);
        if (totalCap == 0 || walletCap == 0) return _expectRevert("setCaps(0)", ok, ret, StarSale.InvalidCap.selector);
        _expectOk("setCaps", ok);
    }

    function pauseOrUnpause(bool pause) external {
        bool paused = sale.paused();
        bytes memory data = pause ? abi.encodeCall(sale.pause, ()) : abi.encodeCall(sale.unpause, ());
        (bool ok, bytes memory ret) = _as(owner, address(sale), data);
        if (pause && paused) return _expectRevert("pause twice", ok, ret, Pausable.EnforcedPause.selector);
        if (!pause && !paused) return _expectRevert("unpause", ok, ret, Pausable.ExpectedPause.selector);
        _expectOk("pause/unpause", ok);
    }

    function withdrawProceeds(uint256 to) external {
        address payable recipient = payable(actor(to));
        uint256 amount = address(sale).balance;
        uint256 before = recipient.balance;
        (bool ok, bytes memory ret) = _as(owner, address(sale), abi.encodeCall(sale.withdrawProceeds, (recipient)));
        if (amount == 0) return _expectRevert("withdrawProceeds(nothing)", ok, ret, StarSale.NothingToWithdraw.selector);
        _expectOk("withdrawProceeds", ok);
        if (ok) proceedsWithdrawn += recipient.balance - before;
    }

    function withdrawUnsold(uint256 to) external {
        address recipient = actor(to);
        uint256 amount = token.balanceOf(address(sale));
        bool ended = block.timestamp >= sale.endTime();
        uint256 before = token.balanceOf(recipient);
        (bool ok, bytes memory ret) = _as(owner, address(sale), abi.encodeCall(sale.withdrawUnsold, (recipient)));
        if (ok) unsoldWithdrawn += amount;
        if (ok && (!ended || token.balanceOf(recipient) - before != amount)) unsoldEarlyOrAstray++;
        if (!ended) return _expectRevert("withdrawUnsold before the end", ok, ret, StarSale.SaleNotEnded.selector);
        if (amount == 0) return _expectRevert("withdrawUnsold(nothing)", ok, ret, StarSale.NothingToWithdraw.selector);
        _expectOk("withdrawUnsold", ok);
    }

    /// @dev A buyer tries each owner power; every one must refuse.
    function strangerActsAsOwner(uint256 who, uint8 which) external {
        address a = actor(who);
        bytes[5] memory data = [
            abi.encodeCall(sale.setPrice, (1)),
            abi.encodeCall(sale.pause, ()),
            abi.encodeCall(sale.withdrawProceeds, (payable(a))),
            abi.encodeCall(sale.withdrawUnsold, (a)),
            abi.encodeCall(sale.setCaps, (1, 1))
        ];
        (bool ok, bytes memory ret) = _as(a, address(sale), data[which % 5]);
        _expectRevert("owner power used by a buyer", ok, ret, Ownable.OwnableUnauthorizedAccount.selector);
    }

    function renounceOwnership() external {
        (bool ok, bytes memory ret) = _as(owner, address(sale), abi.encodeCall(sale.renounceOwnership, ()));
        _expectRevert("renounceOwnership", ok, ret, StarSale.OwnershipCannotBeRenounced.selector);
    }

    function handOverOwnership(bool accept) external {
        _handOver(address(sale), accept);
    }

    /// @dev Time jumps, often onto the edges of the window: the second before the start or the end, and the end.
    function warp(uint256 seconds_, uint8 mode) external {
        uint256 start = sale.startTime();
        uint256 end = sale.endTime();
        uint256 target = [start - 1, start, end - 1, end, block.timestamp + _bound(seconds_, 1, 2 days)][mode % 5];
        if (target > block.timestamp) vm.warp(target);
    }

    function _order(address a, uint256 payment, uint256 minTokens, uint8 mode) internal view returns (Order memory o) {
        uint256 price = sale.price();
        o.buyer = a;
        o.expectedPrice = mode % 5 == 0 ? previousPrice : price; // a buyer who saw the old price
        // exactly up to what the caps and inventory leave, or any payment up to 40 ETH
        o.payment = mode % 5 == 1 ? sale.costOf(_room(a)) : _bound(payment, 0, 400 ether);
        if (o.payment > a.balance) o.payment = a.balance; // what the buyer has
        o.tokens = (o.payment * 1e18) / price;
        o.cost = (o.tokens * price + 1e18 - 1) / 1e18;
        o.minTokens = mode % 7 == 0 ? o.tokens + 1 : _bound(minTokens, 0, o.tokens);
        o.refusal = _refusal(o, price);
    }

    /// @dev What `buyer` may still buy, by this handler's own arithmetic (saturating, so a broken contract cannot make
    ///      the handler itself revert): the least of the total cap's rest, the wallet cap's rest and the inventory.
    function _room(address buyer) internal view returns (uint256 room) {
        room = token.balanceOf(address(sale));
        uint256 total = sale.totalCap() > sale.sold() ? sale.totalCap() - sale.sold() : 0;
        uint256 wallet = sale.walletCap() > sale.purchased(buyer) ? sale.walletCap() - sale.purchased(buyer) : 0;
        if (total < room) room = total;
        if (wallet < room) room = wallet;
    }

    /// @dev The error `buy` must refuse `o` with, in the contract's order of checks; zero when it must succeed.
    function _refusal(Order memory o, uint256 price) internal view returns (bytes4) {
        if (sale.paused()) return Pausable.EnforcedPause.selector;
        if (o.expectedPrice != price) return StarSale.PriceChanged.selector;
        if (block.timestamp < sale.startTime()) return StarSale.SaleNotStarted.selector;
        if (block.timestamp >= sale.endTime()) return StarSale.SaleEnded.selector;
        if (o.tokens == 0) return StarSale.PaymentTooSmall.selector;
        if (o.tokens < o.minTokens) return StarSale.BelowMinimum.selector;
        if (sale.sold() + o.tokens > sale.totalCap()) return StarSale.TotalCapExceeded.selector;
        if (sale.purchased(o.buyer) + o.tokens > sale.walletCap()) return StarSale.WalletCapExceeded.selector;
        if (o.tokens > token.balanceOf(address(sale))) return StarSale.InsufficientInventory.selector;
        return bytes4(0);
    }
}
