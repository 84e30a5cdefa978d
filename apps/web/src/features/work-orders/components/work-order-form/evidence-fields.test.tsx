import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { newEvidence } from './coverage-input';
import { EvidenceFields } from './evidence-fields';
import type { WorkOrderFormValues } from './form-values';
import { LineCoverage } from './line-coverage';
import { OxygenWarning } from './oxygen-warning';

/** One HCPCS line of the form: its coverage details and its verdict, as the line panel shows them. */
function Line({ code }: { code: string }) {
  const form = useForm<WorkOrderFormValues>({
    defaultValues: {
      patientName: 'Ava Stone',
      providerSignature: 'Dana Reyes',
      providerSignatureDate: '2026-01-15',
      hcpcsCodes: [
        { code, po2Percent: '', arterialSaturationPercent: '', icd10Codes: [], evidence: newEvidence(code) },
      ],
    },
  });
  const line = form.watch('hcpcsCodes.0');
  return (
    <MantineProvider>
      <FormProvider {...form}>
        {code === 'E1390' && (
          <>
            <input aria-label="Saturation" {...form.register('hcpcsCodes.0.arterialSaturationPercent')} />
            <OxygenWarning
              po2Percent={line.po2Percent}
              arterialSaturationPercent={line.arterialSaturationPercent}
              evidence={line.evidence}
            />
          </>
        )}
        <EvidenceFields index={0} code={code} disabled={false} />
        <LineCoverage code={code} />
      </FormProvider>
    </MantineProvider>
  );
}

const show = (code: string) => ({ user: userEvent.setup(), ...render(<Line code={code} />) });
const verdict = (code: string) => screen.findByTestId(`coverage-${code}`);

describe('coverage details of a line', () => {
  it('shows the failing LCD L33718 criterion for AHI 12 without a condition, and Meets once one is chosen', async () => {
    const { user } = show('E0601');
    expect(await verdict('E0601')).toHaveTextContent('Missing: Face-to-face evaluation date');
    await user.type(screen.getByLabelText('Face-to-face evaluation'), '2025-12-01');
    await user.type(screen.getByLabelText('Sleep test date'), '2025-12-10');
    await user.click(screen.getByText('Home sleep test'));
    await user.type(screen.getByLabelText('AHI or RDI (per hour)'), '12');
    await user.type(screen.getByLabelText('Events recorded'), '40');
    await expect
      .poll(async () => (await verdict('E0601')).textContent)
      .toContain('Does not meet LCD L33718 (PAP for OSA)AHI/RDI 12 (5–14) needs one of:');
    await user.click(screen.getByRole('checkbox', { name: 'Hypertension' }));
    await expect
      .poll(async () => (await verdict('E0601')).textContent)
      .toBe('Meets LCD L33718 (PAP for OSA)');
  });

  it('asks whether CPAP failed on E0470 only', async () => {
    show('E0470');
    expect(await screen.findByText('Was CPAP (E0601) tried and found ineffective?')).toBeInTheDocument();
    expect(await verdict('E0470')).toHaveTextContent('Missing: Whether CPAP (E0601) was tried and failed');
  });

  it('asks nothing on a CPAP mask and shows no verdict for it', () => {
    render(<Line code="A7030" />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByTestId('coverage-A7030')).not.toBeInTheDocument();
  });

  it('asks for the Group II findings only when the saturation needs one, and a finding lifts the warning', async () => {
    const { user } = show('E1390');
    expect(screen.queryByLabelText('Hematocrit (%)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Saturation'), '89');
    expect(await screen.findByText('CMS requirements not met')).toBeInTheDocument();
    const edema = await screen.findByRole('checkbox', { name: /Dependent edema/ });
    await user.click(edema);
    await expect.poll(() => screen.queryByText('CMS requirements not met')).toBeNull();
    await user.clear(screen.getByLabelText('Saturation'));
    await user.type(screen.getByLabelText('Saturation'), '87');
    await expect.poll(() => screen.queryByLabelText('Hematocrit (%)')).toBeNull();
  });

  it('never says Meets for a saturation out of range (0 %, a half-typed 8), and says which value is not valid', async () => {
    const { user } = show('E1390');
    await user.type(screen.getByLabelText('Test date'), '2026-01-10');
    await user.click(screen.getByText('At rest'));
    const saturation = screen.getByLabelText('Saturation');
    await user.type(saturation, '88');
    await expect
      .poll(async () => (await verdict('E1390')).textContent)
      .toBe('Meets LCD L33797 (Home oxygen)');
    for (const typed of ['0', '8', '101']) {
      await user.clear(saturation);
      await user.type(saturation, typed);
      await expect
        .poll(async () => (await verdict('E1390')).textContent)
        .toBe(
          `Not yet shown to meet LCD L33797 (Home oxygen)Arterial saturation ${typed} % is not a valid value (50–100 %)`,
        );
    }
  });

  it('names a negative AHI as not valid instead of missing', async () => {
    const { user } = show('E0601');
    await user.type(screen.getByLabelText('AHI or RDI (per hour)'), '-1');
    await expect
      .poll(async () => (await verdict('E0601')).textContent)
      .toContain('AHI or RDI -1 events per hour is not a valid value (0–200 events per hour)');
    expect((await verdict('E0601')).textContent).not.toContain('Missing: AHI or RDI');
  });

  it('asks for the discharge date only for a test during a hospital stay', async () => {
    const { user } = show('E1390');
    expect(screen.queryByLabelText('Discharge date')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /hospital stay/ }));
    expect(screen.getByLabelText('Discharge date')).toBeInTheDocument();
  });

  it('asks for the medical need on a hospital-grade pump only', async () => {
    show('E0604');
    const details = await verdict('E0604');
    expect(
      within(details).getByText('Missing: Documented medical need for a hospital-grade pump (E0604)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Medical need for a hospital-grade pump')).toBeInTheDocument();
  });

  it('does not ask an electric pump for a medical need', () => {
    render(<Line code="E0603" />);
    expect(screen.getByLabelText('Due date')).toBeInTheDocument();
    expect(screen.queryByLabelText('Medical need for a hospital-grade pump')).not.toBeInTheDocument();
  });
});
