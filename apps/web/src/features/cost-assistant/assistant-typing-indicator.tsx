/** Three dots while the bot 'writes'; outside the log so screen readers are not told about every pause. */
function AssistantTypingIndicator() {
  return (
    <div className="flex items-center gap-2 px-4 pb-2 text-muted-foreground text-sm" aria-hidden="true">
      <span className="flex gap-1 rounded-2xl rounded-bl-sm bg-muted px-3 py-2">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-1.5 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span data-testid="assistant-typing">Escribiendo…</span>
    </div>
  );
}

export { AssistantTypingIndicator };
