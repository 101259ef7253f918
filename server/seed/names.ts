export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy',
  'Anthony', 'Betty', 'Mark', 'Sandra', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily', 'Paul', 'Donna',
  'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'George', 'Deborah', 'Timothy', 'Stephanie',
  'Aisha', 'Wei', 'Priya', 'Hiroshi', 'Fatima', 'Mateo', 'Sofia', 'Arjun', 'Ingrid', 'Kwame', 'Yuki', 'Omar',
  'Elena', 'Raj', 'Chloe', 'Diego', 'Nadia', 'Lars', 'Mei', 'Tariq', 'Zoe', 'Ivan', 'Amara', 'Noah',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White',
  'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott',
  'Nguyen', 'Patel', 'Kim', 'Chen', 'Singh', 'Okafor', 'Tanaka', 'Kowalski', 'Novak', 'Haddad', 'Larsen', 'Rossi',
  'Schmidt', 'Dubois', 'Silva', 'Ivanova', 'Mensah', 'Sato', 'Khan', 'Murphy', "O'Brien", 'Fischer', 'Costa', 'Moreau',
] as const;

export const DEPARTMENTS = [
  'Engineering', 'Sales', 'Marketing', 'Finance', 'Customer Success', 'Human Resources', 'Legal', 'IT', 'Operations', 'Product',
] as const;

/** Weights of departments in a typical software company. */
export const DEPARTMENT_WEIGHTS: readonly (readonly [string, number])[] = [
  ['Engineering', 30], ['Sales', 16], ['Marketing', 9], ['Finance', 6], ['Customer Success', 12],
  ['Human Resources', 4], ['Legal', 3], ['IT', 6], ['Operations', 7], ['Product', 7],
];
