// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @title StarSale, a fixed-price sale of STAR for the chain's native currency
/// @notice Buyers send native currency (ETH; MNT on Mantle) and receive STAR at once, at `price` native wei per whole
///         STAR (1e18 token units). Tokens are rounded down, the cost of those tokens is rounded up, and the rest of
///         the payment is refunded in the same transaction. Caps: `totalCap` over the whole sale and `walletCap` per
///         buyer ADDRESS (a per-wallet cap, not a per-person one). Inventory is whatever STAR the contract holds: the
///         deployer funds it with a plain ERC-20 transfer.
/// @dev Owner powers are bounded: the price can change at any time but a buyer names the price they saw
///      (`expectedPrice`), the window and caps can change only before the start, unsold STAR leaves only after the end,
///      and sold STAR is already in the buyers' wallets, so nothing the owner does can take it back.
contract StarSale is Ownable2Step, Pausable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;

    /// @dev One whole STAR in token units: `price` is quoted per whole token.
    uint256 private constant ONE_TOKEN = 1e18;

    /// @notice The STAR token sold.
    IERC20 public immutable token;

    /// @notice Native wei per 1 whole STAR (1e18 token units).
    uint256 public price;
    /// @notice First second of the sale (inclusive).
    uint64 public startTime;
    /// @notice End of the sale (exclusive): buys are accepted while startTime <= block.timestamp < endTime.
    uint64 public endTime;
    /// @notice Most STAR (token units) the whole sale may sell.
    uint256 public totalCap;
    /// @notice Most STAR (token units) one buyer address may buy.
    uint256 public walletCap;
    /// @notice STAR (token units) sold so far.
    uint256 public sold;
    /// @notice STAR (token units) bought so far by each buyer address.
    mapping(address buyer => uint256 tokens) public purchased;

    /// @notice `buyer` paid `cost` for `tokens` and got `refund` of the payment back.
    event Purchased(address indexed buyer, uint256 tokens, uint256 cost, uint256 refund);
    event PriceUpdated(uint256 oldPrice, uint256 newPrice);
    event WindowUpdated(uint64 startTime, uint64 endTime);
    event CapsUpdated(uint256 totalCap, uint256 walletCap);
    event ProceedsWithdrawn(address indexed to, uint256 amount);
    event UnsoldWithdrawn(address indexed to, uint256 amount);

    error ZeroAddress();
    error InvalidPrice();
    error InvalidCap();
    error InvalidWindow(uint64 startTime, uint64 endTime);
    error SaleNotStarted(uint64 startTime);
    error SaleEnded(uint64 endTime);
    error SaleNotEnded(uint64 endTime);
    error SaleAlreadyStarted();
    error PriceChanged(uint256 expected, uint256 actual);
    error PaymentTooSmall(uint256 payment, uint256 minimumPayment);
    error BelowMinimum(uint256 tokens, uint256 minTokens);
    error TotalCapExceeded(uint256 tokens, uint256 available);
    error WalletCapExceeded(uint256 tokens, uint256 available);
    error InsufficientInventory(uint256 tokens, uint256 inventory);
    error RefundFailed();
    error WithdrawFailed();
    error NothingToWithdraw();
    /// @notice renounceOwnership is disabled: without an owner the proceeds and the unsold STAR would be locked.
    error OwnershipCannotBeRenounced();

    /// @param token_ The STAR token; fund the sale afterwards by transferring STAR to this contract.
    /// @param initialOwner Who may set the price, pause, and withdraw proceeds and unsold STAR.
    /// @param price_ Native wei per 1 whole STAR; not zero.
    /// @param startTime_ First second of the sale; may be in the past (the sale is then open at once).
    /// @param endTime_ End of the sale (exclusive); after `startTime_` and in the future.
    /// @param totalCap_ Most STAR (token units) the sale may sell; not zero.
    /// @param walletCap_ Most STAR (token units) one address may buy; not zero.
    constructor(
        address token_,
        address initialOwner,
        uint256 price_,
        uint64 startTime_,
        uint64 endTime_,
        uint256 totalCap_,
        uint256 walletCap_
    ) Ownable(initialOwner) {
        if (token_ == address(0)) revert ZeroAddress();
        if (price_ == 0) revert InvalidPrice();
        if (startTime_ >= endTime_ || endTime_ <= block.timestamp) revert InvalidWindow(startTime_, endTime_);
        if (totalCap_ == 0 || walletCap_ == 0) revert InvalidCap();
        token = IERC20(token_);
        price = price_;
        startTime = startTime_;
        endTime = endTime_;
        totalCap = totalCap_;
        walletCap = walletCap_;
        emit PriceUpdated(0, price_);
        emit WindowUpdated(startTime_, endTime_);
        emit CapsUpdated(totalCap_, walletCap_);
    }

    // ---------------------------------------------------------------- buying

    /// @notice Buys as many STAR as `msg.value` pays for at the current price and refunds the rest of the payment.
    /// @dev Reverts, each with its own error, when: paused; `expectedPrice` differs from `price` (the price changed
    ///      after the buyer saw it); outside [startTime, endTime); the payment buys no token unit; fewer than
    ///      `minTokens` tokens; over the total cap, the caller's wallet cap or the inventory; the refund fails.
    ///      The refund goes by `call` (contract wallets such as Safes need more than 2300 gas) after every state
    ///      change, and the guard stops the refund recipient from re-entering.
    /// @param expectedPrice The price the buyer was shown; protects them from a price change before inclusion.
    /// @param minTokens The fewest STAR (token units) the buyer accepts.
    /// @return tokens STAR (token units) received.
    /// @return cost Native wei kept by the sale; `msg.value - cost` was refunded.
    function buy(uint256 expectedPrice, uint256 minTokens)
        external
        payable
        whenNotPaused
        nonReentrant
        returns (uint256 tokens, uint256 cost)
    {
        uint256 currentPrice = price;
        if (expectedPrice != currentPrice) revert PriceChanged(expectedPrice, currentPrice);
        if (block.timestamp < startTime) revert SaleNotStarted(startTime);
        if (block.timestamp >= endTime) revert SaleEnded(endTime);

        (tokens, cost) = _quote(msg.value, currentPrice);
        if (tokens == 0) revert PaymentTooSmall(msg.value, _costOf(1, currentPrice));
        if (tokens < minTokens) revert BelowMinimum(tokens, minTokens);

        uint256 soldAfter = sold + tokens;
        if (soldAfter > totalCap) revert TotalCapExceeded(tokens, totalCap - sold);
        uint256 purchasedAfter = purchased[msg.sender] + tokens;
        if (purchasedAfter > walletCap) revert WalletCapExceeded(tokens, walletCap - purchased[msg.sender]);
        uint256 inventory = token.balanceOf(address(this));
        if (tokens > inventory) revert InsufficientInventory(tokens, inventory);

        // Effects before either transfer out.
        sold = soldAfter;
        purchased[msg.sender] = purchasedAfter;
        uint256 refund = msg.value - cost;
        emit Purchased(msg.sender, tokens, cost, refund);

        token.safeTransfer(msg.sender, tokens);
        if (refund != 0) {
            (bool ok,) = payable(msg.sender).call{value: refund}("");
            if (!ok) revert RefundFailed();
        }
    }

    /// @notice What `payment` buys now: `tokens` rounded down and their exact `cost`, rounded up, which is at most
    ///         `payment`; `buy` refunds `payment - cost`. Returns (0, 0) for a payment below one token unit's cost,
    ///         which `buy` refuses with PaymentTooSmall. Ignores the window, caps and inventory (see `remainingFor`).
    /// @dev `buy` runs the same internal function, so a quote taken at the same price always matches the purchase.
    function quote(uint256 payment) external view returns (uint256 tokens, uint256 cost) {
        return _quote(payment, price);
    }

    /// @notice Native wei that `tokens` STAR (token units) cost at the current price, rounded up: what the site
    ///         asks for when the buyer types the amount to receive.
    function costOf(uint256 tokens) external view returns (uint256) {
        return _costOf(tokens, price);
    }

    /// @notice STAR (token units) still for sale: the smaller of what the total cap allows and the inventory held.
    function remaining() public view returns (uint256) {
        return Math.min(totalCap - sold, token.balanceOf(address(this)));
    }

    /// @notice STAR (token units) `buyer` can still buy: `remaining()` limited by their wallet cap.
    function remainingFor(address buyer) external view returns (uint256) {
        return Math.min(remaining(), walletCap - purchased[buyer]);
    }

    // ---------------------------------------------------------------- owner

    /// @notice Sets the price (native wei per whole STAR). Allowed at any time: buyers who saw the old price are
    ///         protected because `buy` reverts with PriceChanged unless they name the current price.
    function setPrice(uint256 newPrice) external onlyOwner {
        if (newPrice == 0) revert InvalidPrice();
        emit PriceUpdated(price, newPrice);
        price = newPrice;
    }

    /// @notice Moves the sale window; only before the sale starts, so nobody who already bought sees the rules change.
    /// @dev The new start may not be in the past; the new end must come after it.
    function setWindow(uint64 newStartTime, uint64 newEndTime) external onlyOwner {
        if (block.timestamp >= startTime) revert SaleAlreadyStarted();
        if (newStartTime < block.timestamp || newStartTime >= newEndTime) revert InvalidWindow(newStartTime, newEndTime);
        startTime = newStartTime;
        endTime = newEndTime;
        emit WindowUpdated(newStartTime, newEndTime);
    }

    /// @notice Sets the total and per-wallet caps; only before the sale starts (nothing has been sold yet).
    function setCaps(uint256 newTotalCap, uint256 newWalletCap) external onlyOwner {
        if (block.timestamp >= startTime) revert SaleAlreadyStarted();
        if (newTotalCap == 0 || newWalletCap == 0) revert InvalidCap();
        totalCap = newTotalCap;
        walletCap = newWalletCap;
        emit CapsUpdated(newTotalCap, newWalletCap);
    }

    /// @notice Stops buying (emergency brake); emits Paused. Withdrawals stay available.
    function pause() external onlyOwner {
        _pause();
    }

    /// @notice Resumes buying; emits Unpaused.
    function unpause() external onlyOwner {
        _unpause();
    }

    /// @notice Sends all native proceeds to `to` by `call` (a Safe treasury needs more than 2300 gas). Any time:
    ///         buyers are paid in full when they buy, so the proceeds owe nobody anything.
    function withdrawProceeds(address payable to) external onlyOwner nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        uint256 amount = address(this).balance;
        if (amount == 0) revert NothingToWithdraw();
        emit ProceedsWithdrawn(to, amount);
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert WithdrawFailed();
    }

    /// @notice Sends all unsold STAR to `to`; only once the sale has ended, so the inventory cannot vanish mid-sale.
    function withdrawUnsold(address to) external onlyOwner nonReentrant {
        if (block.timestamp < endTime) revert SaleNotEnded(endTime);
        if (to == address(0)) revert ZeroAddress();
        uint256 amount = token.balanceOf(address(this));
        if (amount == 0) revert NothingToWithdraw();
        emit UnsoldWithdrawn(to, amount);
        token.safeTransfer(to, amount);
    }

    /// @notice Always reverts: an ownerless sale would lock its proceeds and unsold STAR for good. Hand over with
    ///         transferOwnership.
    function renounceOwnership() public pure override {
        revert OwnershipCannotBeRenounced();
    }

    // ---------------------------------------------------------------- math

    /// @dev Tokens rounded down (the buyer never gets a unit not paid for), cost rounded up from those tokens;
    ///      cost <= payment because tokens * price <= payment * 1e18. mulDiv keeps large payments from overflowing.
    function _quote(uint256 payment, uint256 currentPrice) private pure returns (uint256 tokens, uint256 cost) {
        tokens = Math.mulDiv(payment, ONE_TOKEN, currentPrice);
        cost = _costOf(tokens, currentPrice);
    }

    function _costOf(uint256 tokens, uint256 currentPrice) private pure returns (uint256) {
        return Math.mulDiv(tokens, currentPrice, ONE_TOKEN, Math.Rounding.Ceil);
    }
}
