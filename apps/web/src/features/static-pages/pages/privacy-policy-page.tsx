export function PrivacyPolicyPage() {
  return <h1>PrivacyPolicyPage</h1>;
}
