export function ComingSoonPage() {
  return <h1>ComingSoonPage</h1>;
}
