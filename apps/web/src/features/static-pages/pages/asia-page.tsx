export function AsiaPage() {
  return <h1>AsiaPage</h1>;
}
