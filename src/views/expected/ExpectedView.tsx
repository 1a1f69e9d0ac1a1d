// Placeholder wired by the app shell; the Expected view's owner replaces this file.
export default function ExpectedView() {
  return (
    <section className="notice" data-view="expected">
      <h2>Expected</h2>
      <p>This view is not built yet.</p>
    </section>
  );
}
