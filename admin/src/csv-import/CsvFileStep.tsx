import DescriptionIcon from '@mui/icons-material/Description';
import { Alert, Stack } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { FilePicker } from './FilePicker';
import { Step } from './Step';

interface CsvFileStepProps {
  title: string;
  /** What the file holds, above the button. */
  hint: ReactNode;
  /** The file input's id. */
  id: string;
  /** The name of the file chosen now. */
  chosen?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  /** The button, for a screen that gives it focus back. */
  buttonRef?: Ref<HTMLButtonElement>;
  /** What is wrong with the file as a whole, one error each. */
  problems?: readonly string[];
  /** Anything more the step says about the file, after its problems. */
  children?: ReactNode;
}

/** The first step of an import screen: its hint, the CSV file chosen and the file's problems. */
export const CsvFileStep = ({
  title,
  hint,
  id,
  chosen,
  disabled,
  onFile,
  buttonRef,
  problems = [],
  children,
}: CsvFileStepProps) => (
  <Step title={title}>
    {hint}
    <Stack sx={{ mt: 2 }}>
      <FilePicker
        id={id}
        label="Choose CSV file"
        accept=".csv,text/csv"
        icon={<DescriptionIcon />}
        chosen={chosen}
        disabled={disabled}
        onFile={onFile}
        buttonRef={buttonRef}
      />
    </Stack>
    {problems.map((problem) => (
      <Alert key={problem} severity="error" sx={{ mt: 1 }}>
        {problem}
      </Alert>
    ))}
    {children}
  </Step>
);
