export default { background: '#ffffff' };
