import { useState } from 'react';
import { errorText } from '../../app/toasts';

/**
 * A portal form's call with its pending state and problem text (shown in a ProblemAlert): `run`
 * clears the problem, sends, and shows the refusal; given a refusal found before sending (a
 * confirmation that differs), it shows that instead and sends nothing. It answers whether the work
 * went through.
 */
export function useSubmit() {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(work: () => Promise<void>, refusal: string | null = null): Promise<boolean> {
    if (refusal) {
      setProblem(refusal);
      return false;
    }
    setPending(true);
    setProblem(null);
    try {
      await work();
      return true;
    } catch (error) {
      setProblem(errorText(error));
      return false;
    } finally {
      setPending(false);
    }
  }
  return { pending, problem, setProblem, run };
}
