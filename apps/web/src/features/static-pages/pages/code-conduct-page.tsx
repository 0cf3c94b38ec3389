export function CodeConductPage() {
  return <h1>CodeConductPage</h1>;
}
