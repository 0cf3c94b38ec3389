export function ReportPage() {
  return <h1>ReportPage</h1>;
}
