export function CheckoutSuccessPage() {
  return <h1>CheckoutSuccessPage</h1>;
}
