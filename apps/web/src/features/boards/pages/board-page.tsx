export function BoardPage() {
  return <h1>BoardPage</h1>;
}
