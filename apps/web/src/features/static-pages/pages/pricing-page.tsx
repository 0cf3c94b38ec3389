export function PricingPage() {
  return <h1>PricingPage</h1>;
}
