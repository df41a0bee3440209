// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

// Test-only buyers of StarSale: a contract wallet, a wallet that refuses native currency, and a re-entrant attacker.

interface ISaleForBuyers {
    function buy(uint256 expectedPrice, uint256 minTokens) external payable returns (uint256 tokens, uint256 cost);
}

/// @notice A contract wallet (like a Safe) whose receive() needs far more than the 2300 gas `transfer` would forward.
contract SaleWalletBuyer {
    uint256 public received;
    uint256 public receipts;

    event Received(uint256 amount);

    /// @notice Buys from `sale` with all of msg.value.
    function buy(address sale, uint256 expectedPrice, uint256 minTokens) external payable {
        ISaleForBuyers(sale).buy{value: msg.value}(expectedPrice, minTokens);
    }

    receive() external payable {
        // Two cold storage writes and an event: well over 2300 gas.
        received += msg.value;
        receipts += 1;
        emit Received(msg.value);
    }
}

/// @notice A contract that cannot take native currency back: its refund must fail loudly, not vanish.
contract SaleRejectingBuyer {
    error NoThanks();

    function buy(address sale, uint256 expectedPrice, uint256 minTokens) external payable {
        ISaleForBuyers(sale).buy{value: msg.value}(expectedPrice, minTokens);
    }

    receive() external payable {
        revert NoThanks();
    }
}

/// @notice Re-enters `buy` from receive() during its refund, paying with everything it holds (its own funds plus the
///         refund: a refund alone is always less than one token unit's cost).
/// @dev `swallow` = true catches the inner revert (so the outer buy can complete), false lets it bubble up.
contract SaleReentrantBuyer {
    address public sale;
    uint256 public expectedPrice;
    bool public swallow;
    uint256 public attempts;
    uint256 public innerSuccesses;
    bytes public lastError;

    /// @notice Buys with `payment` out of msg.value; the rest of msg.value stays here to fund the re-entry.
    function attack(address sale_, uint256 expectedPrice_, uint256 payment, bool swallow_) external payable {
        sale = sale_;
        expectedPrice = expectedPrice_;
        swallow = swallow_;
        ISaleForBuyers(sale_).buy{value: payment}(expectedPrice_, 0);
    }

    receive() external payable {
        if (msg.sender != sale || attempts > 0) return;
        attempts += 1;
        uint256 all = address(this).balance;
        if (swallow) {
            try ISaleForBuyers(sale).buy{value: all}(expectedPrice, 0) {
                innerSuccesses += 1;
            } catch (bytes memory reason) {
                lastError = reason;
            }
        } else {
            ISaleForBuyers(sale).buy{value: all}(expectedPrice, 0);
            innerSuccesses += 1;
        }
    }
}
