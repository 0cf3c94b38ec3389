/** The "growing branch" picture of the screens that announce what is coming. */
export function BranchIllustration() {
  return (
    <img src="/images/pages/branch.svg" alt="" width={200} height={160} className="h-40 w-auto" />
  );
}
