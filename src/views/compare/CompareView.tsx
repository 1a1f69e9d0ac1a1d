// Placeholder wired by the app shell; the Compare view's owner replaces this file.
export default function CompareView() {
  return (
    <section className="notice" data-view="compare">
      <h2>Compare</h2>
      <p>This view is not built yet.</p>
    </section>
  );
}
