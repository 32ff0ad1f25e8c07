import { Button, Caption1, makeStyles, tokens, type ButtonProps } from '@fluentui/react-components';
import { useRef, useState, type ReactElement } from 'react';

const useStyles = makeStyles({
  root: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // Out of sight but not display:none, so the browser still opens it and tests can set its files.
  input: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' },
  chosen: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/**
 * A Fluent button that opens the browser's file chooser (its own "Choose File / No file chosen"
 * control is hidden), and, with `showChosen`, the name of the file chosen last. The input keeps
 * `label` as its name, so a label or a test still finds it.
 */
export function FileButton({
  id,
  label,
  text,
  accept,
  multiple = false,
  capture,
  disabled = false,
  icon,
  size,
  className,
  showChosen = false,
  onFiles,
}: {
  id?: string;
  label: string;
  text: string;
  accept: string;
  multiple?: boolean;
  capture?: 'environment' | 'user';
  disabled?: boolean;
  icon?: ReactElement;
  size?: ButtonProps['size'];
  className?: string;
  showChosen?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  const pick = (list: FileList | null) => {
    const files = [...(list ?? [])];
    // Emptied at once, so choosing the same file again is a change too.
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    setChosen(files.map((file) => file.name).join(', '));
    onFiles(files);
  };

  return (
    <span className={styles.root}>
      <input
        ref={input}
        id={id}
        className={styles.input}
        type="file"
        accept={accept}
        multiple={multiple}
        capture={capture}
        disabled={disabled}
        aria-label={label}
        tabIndex={-1}
        onChange={(event) => pick(event.target.files)}
      />
      <Button
        className={className}
        size={size}
        icon={icon}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {text}
      </Button>
      {showChosen && chosen !== null && <Caption1 className={styles.chosen}>{chosen}</Caption1>}
    </span>
  );
}
