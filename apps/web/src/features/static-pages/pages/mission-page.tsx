export function MissionPage() {
  return <h1>MissionPage</h1>;
}
