import classes from "./honeypot.module.css";

export interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

/** A field only bots fill in: hidden from people, screen readers and the tab order. */
export function Honeypot({ value, onChange }: HoneypotProps) {
  return (
    <div className={classes.trap} aria-hidden>
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </label>
    </div>
  );
}
