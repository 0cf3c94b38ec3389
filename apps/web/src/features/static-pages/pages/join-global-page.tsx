export function JoinGlobalPage() {
  return <h1>JoinGlobalPage</h1>;
}
