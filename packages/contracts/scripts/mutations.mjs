// The deliberate bugs scripts/mutants.mjs applies, one at a time, to a copy of contracts/<contract>.sol:
// `find` must occur exactly once; it is replaced by `replace`.
export const mutations = [
  {
    contract: 'StarStaking',
    name: 'paused clock removed (idle time no longer moves the period end)',
    find: '_periodFinish = (finish + idle).toUint64();',
    replace: '',
  },
  {
    contract: 'StarStaking',
    name: 'reserve debited by half of each reward paid',
    find: 'rewardReserve -= reward;',
    replace: 'rewardReserve -= reward / 2;',
  },
  {
    contract: 'StarStaking',
    name: "notify counts the contract's whole balance (principal) as reserve",
    find: 'uint256 reserve = rewardReserve + (stakingToken.balanceOf(address(this)) - balanceBefore);',
    replace: 'uint256 reserve = stakingToken.balanceOf(address(this));',
  },
  {
    contract: 'StarStaking',
    name: 'what is owed not reduced when a reward is paid',
    find: '_owed -= scaled;',
    replace: '',
  },
  {
    contract: 'StarStaking',
    name: 'exit pays the stake but not the rewards (which stay booked as paid)',
    find: 'stakingToken.safeTransfer(msg.sender, staked + reward);',
    replace: 'stakingToken.safeTransfer(msg.sender, staked);',
  },
  {
    contract: 'StarSale',
    name: 'wallet cap checked on the purchases before this buy',
    find: 'if (purchasedAfter > walletCap)',
    replace: 'if (purchased[msg.sender] > walletCap)',
  },
  {
    contract: 'StarSale',
    name: "buyer's expected price not checked",
    find: 'if (expectedPrice != currentPrice) revert PriceChanged(expectedPrice, currentPrice);',
    replace: '',
  },
  {
    contract: 'StarSale',
    name: 'unsold STAR withdrawable before the end',
    find: 'if (block.timestamp < endTime) revert SaleNotEnded(endTime);',
    replace: '',
  },
  {
    contract: 'StarSale',
    name: 'refund 1 wei short',
    find: 'uint256 refund = msg.value - cost;',
    replace: 'uint256 refund = msg.value - cost - (msg.value > cost ? 1 : 0);',
  },
  {
    contract: 'StarClaim',
    name: 'claimed flag never set',
    find: '_claimed[account] = true;',
    replace: '',
  },
  {
    contract: 'StarClaim',
    name: 'sweep open one second before the deadline',
    find: 'if (block.timestamp < deadline) revert ClaimWindowOpen(deadline);',
    replace: 'if (block.timestamp + 1 < deadline) revert ClaimWindowOpen(deadline);',
  },
  {
    contract: 'StarClaim',
    name: "claimTo checks the recipient's signature, not the account's",
    find: 'SignatureChecker.isValidSignatureNowCalldata(account, digest, signature)',
    replace: 'SignatureChecker.isValidSignatureNowCalldata(recipient, digest, signature)',
  },
  {
    contract: 'StarToken',
    name: 'cap check skipped (ERC20._update instead of super)',
    find: 'super._update(from, to, value);',
    replace: 'ERC20._update(from, to, value);',
  },
  {
    contract: 'StarToken',
    name: 'mint without onlyOwner',
    find: 'function mint(address to, uint256 amount) external onlyOwner {',
    replace: 'function mint(address to, uint256 amount) external {',
  },
]
