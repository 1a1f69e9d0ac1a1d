// Placeholder wired by the app shell; the Time view's owner replaces this file.
export default function TimeView() {
  return (
    <section className="notice" data-view="time">
      <h2>Time</h2>
      <p>This view is not built yet.</p>
    </section>
  );
}
