// System dictionaries shipped with the product: word lists an administrator can switch on in a DLP
// policy (spec part 2 §2.6 /add-new-system-dictionary). Matching is whole-word and case-insensitive.

export interface Dictionary {
  id: string;
  name: string;
  description: string;
  words: readonly string[];
}

export const SYSTEM_DICTIONARIES: readonly Dictionary[] = [
  {
    id: 'medical-terms',
    name: 'Medical Terms',
    description: 'Diagnoses, treatments and clinical record vocabulary that marks health information.',
    words: [
      'diagnosis', 'prognosis', 'prescription', 'dosage', 'medical record', 'patient id', 'discharge summary',
      'chemotherapy', 'radiotherapy', 'oncology', 'biopsy', 'carcinoma', 'metastasis', 'diabetes', 'insulin',
      'hypertension', 'cardiology', 'arrhythmia', 'myocardial infarction', 'stroke', 'epilepsy', 'asthma',
      'hepatitis', 'hiv', 'aids', 'tuberculosis', 'pneumonia', 'antidepressant', 'antipsychotic', 'psychiatric',
      'schizophrenia', 'bipolar disorder', 'depression', 'anxiety disorder', 'dementia', 'alzheimer',
      'pregnancy', 'prenatal', 'mri', 'ct scan', 'x-ray', 'blood test', 'lab results', 'pathology',
      'allergy', 'anaphylaxis', 'immunisation', 'vaccination record', 'surgery', 'anaesthesia', 'icd-10',
      'treatment plan', 'clinical notes', 'health insurance claim', 'rehabilitation', 'physiotherapy',
    ],
  },
  {
    id: 'financial-terms',
    name: 'Financial Terms',
    description: 'Banking, payroll and reporting vocabulary that marks financial records.',
    words: [
      'account number', 'routing number', 'sort code', 'swift code', 'bic', 'iban', 'wire transfer',
      'bank statement', 'balance sheet', 'income statement', 'cash flow', 'profit and loss', 'p&l', 'ebitda',
      'revenue forecast', 'earnings', 'quarterly results', 'audit report', 'general ledger', 'accounts payable',
      'accounts receivable', 'invoice', 'purchase order', 'payroll', 'salary', 'bonus', 'compensation',
      'tax return', 'w-2', '1099', 'credit limit', 'credit score', 'loan agreement', 'mortgage', 'interest rate',
      'cardholder', 'cvv', 'expiry date', 'merchant id', 'chargeback', 'settlement', 'reconciliation',
      'investment', 'portfolio', 'dividend', 'share price', 'insider', 'merger', 'acquisition', 'due diligence',
      'valuation', 'term sheet', 'cap table', 'budget', 'forecast',
    ],
  },
];
