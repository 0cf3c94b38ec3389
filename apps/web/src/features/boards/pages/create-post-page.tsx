export function CreatePostPage() {
  return <h1>CreatePostPage</h1>;
}
