export function FormLayoutPage() {
  return <h1>FormLayoutPage</h1>;
}
