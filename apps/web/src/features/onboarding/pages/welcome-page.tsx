export function WelcomePage() {
  return <h1>WelcomePage</h1>;
}
