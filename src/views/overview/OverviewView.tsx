// Placeholder wired by the app shell; the Overview view's owner replaces this file.
export default function OverviewView() {
  return (
    <section className="notice" data-view="overview">
      <h2>Overview</h2>
      <p>This view is not built yet.</p>
    </section>
  );
}
