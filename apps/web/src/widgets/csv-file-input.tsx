import { FileInput } from '@mantine/core';

export interface CsvFile {
  name: string;
  text: string;
}

interface CsvFileInputProps {
  /** A new choice (or none) drops what the previous file showed. */
  onCleared: () => void;
  onRead: (file: CsvFile) => void;
}

/** The file picker of the CSV import modals: reads the chosen file as text. */
export function CsvFileInput({ onCleared, onRead }: CsvFileInputProps) {
  return (
    <FileInput
      label="File"
      accept=".csv,text/csv"
      placeholder="Choose a CSV file"
      onChange={(chosen) => {
        onCleared();
        if (chosen) void chosen.text().then((text) => onRead({ name: chosen.name, text }));
      }}
    />
  );
}
