/** Whether the balance pays the fee and the value sent with it; `short` is what is missing. */
export function affordability({ balance, fee, value = 0n }: { balance: bigint; fee: bigint; value?: bigint }): { canPay: boolean; short: bigint } {
  const needed = fee + value
  return balance >= needed ? { canPay: true, short: 0n } : { canPay: false, short: needed - balance }
}
