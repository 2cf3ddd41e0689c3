// The AR family of reports (spec 3 §2 'Reports': aged owner balance detail, collection status,
// owner AR activity, owner balance, prepaid owners; §7 'Reports' paths FilteredOwnerBalance,
// RecurringChargeSettings, GetAccountsReceivableSummary, OwnerActivity; GET
// /OwnerBalanceSummaryReport/Get; OwnerCommunicationPreferences, issue 19). Each is GET
// /api/Report/{Name} (the summary its own path) and the screen /report/{Name}/{communityAgentId}.

export type ArReportParameterName =
  'asOfDate' | 'startDate' | 'endDate' | 'balanceFilter' | 'includeDeleted' | 'deliveryPreference';

export interface ArReport {
  Name: string;
  DisplayName: string;
  Description: string;
  Parameters: readonly ArReportParameterName[];
}

export const ArReports: readonly ArReport[] = [
  {
    Name: 'AgedOwnerBalanceDetail',
    DisplayName: 'Aged Owner Balance Detail',
    Description:
      'Each owner’s balance by code, aged current, 30, 60 and 90+ days; credits pay the oldest charges first.',
    Parameters: ['asOfDate'],
  },
  {
    Name: 'CollectionStatus',
    DisplayName: 'Collection Status',
    Description: 'Owners with a collection action: the latest action, its date and the balance.',
    Parameters: ['asOfDate'],
  },
  {
    Name: 'OwnerARActivity',
    DisplayName: 'Owner AR Activity',
    Description:
      'Each owner’s beginning balance, charges, credits and ending balance over a range.',
    Parameters: ['startDate', 'endDate'],
  },
  {
    Name: 'OwnerBalance',
    DisplayName: 'Owner Balance',
    Description: 'Each owner’s balance, prepaid amount and net balance as of a date.',
    Parameters: ['asOfDate'],
  },
  {
    Name: 'FilteredOwnerBalance',
    DisplayName: 'Filtered Owner Balance',
    Description: 'Owner balances that pass a comparison with an amount, e.g. more than $500.00.',
    Parameters: ['asOfDate', 'balanceFilter'],
  },
  {
    Name: 'PrepaidOwners',
    DisplayName: 'Prepaid Owners',
    Description: 'Owners who have paid ahead: their prepaid balance as of a date.',
    Parameters: ['asOfDate'],
  },
  {
    Name: 'RecurringChargeSettings',
    DisplayName: 'Recurring Charge Settings',
    Description: 'The charge codes assigned to each property with frequency, amount and autopay.',
    Parameters: [],
  },
  {
    Name: 'GetAccountsReceivableSummary',
    DisplayName: 'Accounts Receivable Summary',
    Description: 'The community’s receivable per code, aged current, 30, 60 and 90+ days.',
    Parameters: ['asOfDate'],
  },
  {
    Name: 'OwnerActivity',
    DisplayName: 'Owner Activity',
    Description: 'Every owner transaction over a range with the running balance.',
    Parameters: ['startDate', 'endDate', 'includeDeleted'],
  },
  {
    Name: 'OwnerBalanceSummary',
    DisplayName: 'Owner Balance Summary',
    Description:
      'Per charge code what owners owe and how many owe it, prepaid credits and the total as of a date.',
    Parameters: ['asOfDate'],
  },
  {
    Name: 'OwnerCommunicationPreferences',
    DisplayName: 'Owner Communication Preferences',
    Description:
      'Each owner’s delivery preference (print or email), primary email and whether it is valid, and whether a mailing address is on file.',
    Parameters: ['deliveryPreference'],
  },
];
