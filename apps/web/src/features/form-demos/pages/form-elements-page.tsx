export function FormElementsPage() {
  return <h1>FormElementsPage</h1>;
}
