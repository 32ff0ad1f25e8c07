import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';

const useStyles = makeStyles({
  pad: {
    display: 'block',
    width: '100%',
    height: '180px',
    touchAction: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  clear: { alignSelf: 'flex-start', marginTop: tokens.spacingVerticalXS },
});

/**
 * A box to draw a signature in (signature_pad), with its label, its message and a button to clear
 * it. `onChange` receives the drawing as a PNG data URL after each stroke, '' once cleared. The
 * canvas is sized to its box at the device's pixel ratio, so strokes are sharp and land under the
 * pointer.
 */
export function SignatureField({
  label,
  hint,
  clearLabel,
  message,
  onChange,
}: {
  label: string;
  hint: string;
  clearLabel: string;
  message?: string | undefined;
  onChange: (png: string) => void;
}) {
  const styles = useStyles();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = canvas.current;
    if (element === null) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const drawing = new SignaturePad(element);
    const ended = () => changed.current(drawing.isEmpty() ? '' : drawing.toDataURL('image/png'));
    drawing.addEventListener('endStroke', ended);
    pad.current = drawing;
    return () => {
      drawing.removeEventListener('endStroke', ended);
      drawing.off();
      pad.current = null;
    };
  }, []);

  function clear() {
    pad.current?.clear();
    changed.current('');
  }

  return (
    <Field label={label} hint={hint} validationMessage={message}>
      {(props) => (
        <>
          <canvas ref={canvas} className={styles.pad} role="img" {...props} />
          <Button className={styles.clear} size="small" onClick={clear}>
            {clearLabel}
          </Button>
        </>
      )}
    </Field>
  );
}
